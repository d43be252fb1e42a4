import type { ApiHandler } from './http-server.ts';

/**
 * The dev-only bootstrap that embeds the Marquez emulator (from mocks/) when no MARQUEZ_URL is set.
 * Loaded lazily so a server pointed at a real Marquez never loads the emulator.
 */
export async function embeddedEmulator(): Promise<ApiHandler> {
  const { createEmulatorMiddleware } = await import('../../mocks/server/node-middleware.ts');
  return createEmulatorMiddleware({ scenario: process.env.TRIBUTARY_SCENARIO });
}
