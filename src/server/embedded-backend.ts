import type { ApiHandler } from './http-server.ts';

/**
 * The bootstrap that embeds the Marquez emulator (from mocks/) when no MARQUEZ_URL is set; `TRIBUTARY_DATA=<dir>`
 * keeps its events across restarts.
 * Loaded lazily so a server pointed at a real Marquez never loads the emulator.
 */
export async function embeddedEmulator(): Promise<ApiHandler> {
  const { createEmulatorMiddleware } = await import('../../mocks/server/node-middleware.ts');
  const middleware = createEmulatorMiddleware({ scenario: process.env.TRIBUTARY_SCENARIO });
  const dir = process.env.TRIBUTARY_DATA;
  if (dir) {
    // Durable embedded mode: the same journal as `npm run emulator -- --data`; a journal it cannot read stops the start.
    const { openJournal } = await import('../../mocks/server/journal.ts');
    const { journal, report } = await openJournal(middleware.emulator, { dir });
    console.log(`journal ${dir}: replayed ${report.events} event(s)${report.tornTail ? ', dropped a torn last line' : ''}`);
    middleware.useJournal(journal);
  }
  // Open pages redraw when an event arrives (server-sent events on /api/tributary/live).
  const { withLiveEvents } = await import('../../mocks/server/live-events.ts');
  return withLiveEvents(middleware);
}
