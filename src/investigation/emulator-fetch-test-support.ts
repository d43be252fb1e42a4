import { vi } from 'vitest';

/** What of the emulator (mocks/emulator) a test serves: its request handler, typed here since src never imports mocks. */
interface EmulatorHandler {
  handle(request: { method: 'GET'; url: string }): Promise<{ status: number; body: string }> | { status: number; body: string };
}

/**
 * Has `fetch` answer from the in-memory emulator, as the browser's fetch would from Marquez, and returns the list the
 * URLs asked are pushed to (fresh per call), so a test can say what a loader read. Undo with `vi.unstubAllGlobals()`.
 */
export function serveEmulator(emulator: EmulatorHandler): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const res = await emulator.handle({ method: 'GET', url });
    return { ok: res.status >= 200 && res.status < 300, status: res.status, text: async () => res.body };
  });
  return urls;
}
