// A `fetch` for src/cli/fetch-catalog.ts answered by the in-process emulator, so the boundary analyses are tested
// on the scenarios through the same HTTP API a real Marquez serves.
import type { FetchLike } from '../../src/cli/fetch-catalog.ts';
import type { Emulator } from '../emulator/index.ts';

export const EMULATOR_BASE = 'http://emulator.test';

/** Every request the adapter served, for tests that count round trips. */
export interface CountingFetch {
  fetch: FetchLike;
  urls: string[];
}

export function emulatorFetch(emulator: Emulator): CountingFetch {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    const path = url.startsWith(EMULATOR_BASE) ? url.slice(EMULATOR_BASE.length) : url;
    urls.push(path);
    const res = await emulator.handle({ method: 'GET', url: path });
    return { ok: res.status >= 200 && res.status < 300, status: res.status, text: async () => res.body };
  };
  return { fetch, urls };
}
