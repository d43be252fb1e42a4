import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/**
 * `../shared` (Marquez and OpenLineage fixtures) exists on developer machines and in CI, not on a user's clone.
 * Tests that read it use `describe.skipIf(!HAS_SHARED)` and say why with {@link SHARED_SKIP_REASON}.
 */
export const SHARED_DIR = process.env.TRIBUTARY_SHARED_DIR ?? resolve(fileURLToPath(new URL('../../..', import.meta.url)), 'shared');
export const HAS_SHARED = existsSync(SHARED_DIR);
export const SHARED_SKIP_REASON = `skipped: ${SHARED_DIR} is absent (it ships only on developer machines and CI)`;

export function sharedPath(...parts: string[]): string {
  return resolve(SHARED_DIR, ...parts);
}

if (!HAS_SHARED) console.warn(`[tests] ${SHARED_SKIP_REASON}`);
