// A `fetch` for the Marquez gateway (src/api) answered by the in-process emulator, so the boundary analyses are
// tested on the scenarios through the same HTTP API a real Marquez serves.
import { createMarquezClient, type FetchLike } from '../../src/api/client.ts';
import { getCatalog } from '../../src/api/get-catalog.ts';
import type { Catalog } from '../../src/domain/stitching/catalog.ts';
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

/** The whole catalog of the emulator, read as the browser and the CLIs read Marquez. */
export function emulatorCatalog(fetch: FetchLike, pageSize?: number): Promise<Catalog> {
  return getCatalog({ client: createMarquezClient({ baseUrl: `${EMULATOR_BASE}/api/v1`, fetch }), ...(pageSize ? { pageSize } : {}) });
}
