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

/** Each test file under `folders` (relative to `root`) with its text, but those `except` leaves out. */
function* testFiles(root: string, folders: readonly string[], except: (path: string) => boolean): Generator<[string, string]> {
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      const path = `${folder}/${entry}`;
      if (TEST_FILE.test(path) && !except(path)) yield [path, readFileSync(join(root, path), 'utf8')];
    }
  }
}

/**
 * The test files under `folders` (relative to `root`) that can share one module graph per worker (Vitest's
 * `isolate: false`): each isolated file pays its imports again, about a third of the unit phase's CPU. A new test that
 * mocks, stubs or keeps state stays isolated without anyone listing it.
 */
export function sharedGraphTests(root: string, folders: readonly string[], except: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const [path, text] of testFiles(root, folders, except)) if (!NEEDS_ISOLATION.test(text)) out.push(path);
  return out.sort();
}

/** A file's own `// @vitest-environment jsdom` line (not the pragma quoted inside a string). */
const JSDOM = /^\/\/ @vitest-environment jsdom\s*$/m;

/**
 * The test files under `folders` that run in jsdom. They get a pool of their own (`vmThreads`: each file a fresh VM
 * context in a reused worker), because a fresh worker per file loads jsdom again for every file.
 */
export function jsdomTests(root: string, folders: readonly string[]): string[] {
  const out: string[] = [];
  for (const [path, text] of testFiles(root, folders, () => false)) if (JSDOM.test(text)) out.push(path);
  return out.sort();
}
