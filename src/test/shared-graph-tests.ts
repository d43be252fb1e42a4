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

/** A file's own `// @vitest-environment jsdom` line (not the pragma quoted inside a string). */
const JSDOM = /^\/\/ @vitest-environment jsdom\s*$/m;

/** The unit tests' file groups that vite.config.ts gives projects of their own. */
export interface TestGroups {
  /**
   * Files that can share one module graph per worker (Vitest's `isolate: false`): each isolated file pays its imports
   * again, about a third of the unit phase's CPU. A new test that mocks, stubs or keeps state stays isolated without
   * anyone listing it.
   */
  shared: string[];
  /**
   * Files that run in jsdom. They get a pool of their own (`vmThreads`: each file a fresh VM context in a reused
   * worker), because a fresh worker per file loads jsdom again for every file.
   */
  jsdom: string[];
}

/**
 * The test files under `folders` (relative to `root`) in their groups, from one walk of the tree (the config is
 * loaded by every `vite` and `vitest` start): `notShared` leaves a file out of `shared` only.
 */
export function testGroups(root: string, folders: readonly string[], notShared: (path: string) => boolean): TestGroups {
  const shared: string[] = [];
  const jsdom: string[] = [];
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      const path = `${folder}/${entry}`;
      if (!TEST_FILE.test(path)) continue;
      const text = readFileSync(join(root, path), 'utf8');
      if (JSDOM.test(text)) jsdom.push(path);
      if (!notShared(path) && !NEEDS_ISOLATION.test(text)) shared.push(path);
    }
  }
  return { shared: shared.sort(), jsdom: jsdom.sort() };
}
