import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a test file does that another file run after it in the same module graph could see, or that would not take
 * effect there: any `vi.` call (module mocks apply only to modules not yet imported, stubs and fake timers are
 * global), another environment than Node, and writes to stores, storage, globals, the environment or process events.
 * A file that mentions none of these only imports modules and calls them.
 */
const NEEDS_ISOLATION =
  /\bvi\.|@vitest-environment|setState\(|useStore|localStorage|sessionStorage|globalThis\.\w+\s*=[^=]|process\.env\.\w+\s*=[^=]|delete process\.env|process\.on\(/;

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files under `folders` (relative to `root`) that can share one module graph per worker (Vitest's
 * `isolate: false`): each isolated file pays its imports again, about a third of the unit phase's CPU. A new test that
 * mocks, stubs or keeps state stays isolated without anyone listing it.
 */
export function sharedGraphTests(root: string, folders: readonly string[], except: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      const path = `${folder}/${entry}`;
      if (!TEST_FILE.test(path) || except(path)) continue;
      if (!NEEDS_ISOLATION.test(readFileSync(join(root, path), 'utf8'))) out.push(path);
    }
  }
  return out.sort();
}
