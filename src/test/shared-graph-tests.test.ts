import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testGroups } from './shared-graph-tests.ts';

const root = mkdtempSync(join(tmpdir(), 'shared-graph-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

const PLAIN = "import { it, expect } from 'vitest';\nimport { f } from './f.ts';\nit('adds', () => expect(f(1)).toBe(2));\n";

describe('testGroups: shared', () => {
  it('shares only test files that import and call modules, never ones that mock, stub or keep state', () => {
    file('src/a/plain.test.ts', PLAIN);
    file('src/a/deep/plain.test.tsx', PLAIN);
    file('src/a/not-a-test.ts', PLAIN);
    file('mocks/b/plain.test.ts', PLAIN);
    file('src/skip/plain.test.ts', PLAIN);
    const isolated: Record<string, string> = {
      mock: "vi.mock('./f.ts');",
      stub: "vi.stubGlobal('fetch', async () => null);",
      timers: 'vi.useFakeTimers();',
      jsdom: '// @vitest-environment jsdom',
      store: 'useStore.setState({ a: 1 });',
      storage: "localStorage.setItem('k', 'v');",
      global: 'globalThis.fetch = null;',
      env: "process.env.MARQUEZ_URL = 'x';",
      unset: 'delete process.env.MARQUEZ_URL;',
      events: "process.on('exit', () => {});",
    };
    for (const [name, line] of Object.entries(isolated)) file(`src/a/${name}.test.ts`, `${PLAIN}${line}\n`);

    expect(testGroups(root, ['src', 'mocks'], (path) => path.startsWith('src/skip/')).shared).toEqual([
      'mocks/b/plain.test.ts',
      'src/a/deep/plain.test.tsx',
      'src/a/plain.test.ts',
    ]);
  });

  it('reads a comparison as no write', () => {
    file('src/c/compare.test.ts', `${PLAIN}expect(process.env.CI === 'true' || globalThis.fetch == null).toBeDefined();\n`);
    expect(testGroups(root, ['src/c'], () => false).shared).toEqual(['src/c/compare.test.ts']);
  });
});

describe('testGroups: jsdom', () => {
  it('lists the test files whose own line asks for jsdom, not one that quotes the pragma', () => {
    file('src/d/view.test.tsx', `// @vitest-environment jsdom\n${PLAIN}`);
    file('src/d/deep/hook.test.ts', `// A hook's test.\n// @vitest-environment jsdom\n${PLAIN}`);
    file('src/d/node.test.ts', PLAIN);
    file('src/d/quotes.test.ts', `${PLAIN}const pragma = '// @vitest-environment jsdom';\n`);
    file('src/d/view.tsx', `// @vitest-environment jsdom\n${PLAIN}`);
    expect(testGroups(root, ['src/d'], () => false).jsdom).toEqual(['src/d/deep/hook.test.ts', 'src/d/view.test.tsx']);
  });
});
