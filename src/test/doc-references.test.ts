import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments must cite what a clone has. The reference notes Tributary was first written from (outside the repository)
 * are not in a clone, so a comment pointing at them is a dead end; `docs/` holds the same knowledge in our own words.
 * And a `docs/<file>.md#<anchor>` a comment cites must still exist, or the pointer rots when a heading is renamed.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED_DIRS = ['src', 'mocks', 'e2e'];
const SKIPPED_DIRS = new Set(['node_modules', 'artifacts', 'test-results', 'playwright-report']);
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|css|md|html)$/;
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Documents outside the repository, by the names comments used for them. `docs/` copies are fine. */
const OUTSIDE_DOCUMENTS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'marquez-semantics', pattern: /marquez-semantics/ },
  { name: 'marquez-api.md (outside docs/)', pattern: /(?<!docs\/)marquez-api\.md/ },
  { name: 'openlineage.md', pattern: /(?<![\w-])openlineage\.md/ },
  { name: 'code-style-anchors', pattern: /code-style-anchors/ },
  { name: 'lineage-uis', pattern: /lineage-uis/ },
  { name: 'ux.md', pattern: /(?<![\w/-])ux\.md/ },
  { name: 'shared/reference or shared/design', pattern: /shared\/(?:reference|design)\b/ },
  { name: 'a § section of an outside note', pattern: /§/ },
];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : walk(path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

function rootConfigFiles(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isFile() && /\.(?:ts|js|mjs|cjs)$/.test(e.name))
    .map((e) => join(ROOT, e.name));
}

const sources = [...SCANNED_DIRS.flatMap((d) => walk(join(ROOT, d))), ...rootConfigFiles()]
  .map((path) => relative(ROOT, path))
  .filter((path) => path !== THIS_FILE)
  .map((path) => ({ path, lines: readFileSync(join(ROOT, path), 'utf8').split('\n') }));

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens; repeats get `-1`, `-2`… */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

const docSlugs = new Map<string, Set<string> | null>();
function slugsOf(docFile: string): Set<string> | null {
  if (!docSlugs.has(docFile)) {
    const path = join(ROOT, 'docs', docFile);
    docSlugs.set(docFile, existsSync(path) ? headingSlugs(readFileSync(path, 'utf8')) : null);
  }
  return docSlugs.get(docFile) ?? null;
}

/** Every `docs/<file>.md` and `docs/<file>.md#<anchor>` on a line. */
function docCitations(line: string): { file: string; anchor: string | null }[] {
  return [...line.matchAll(/docs\/([\w.-]+\.md)(?:#([\w-]+))?/g)].map((m) => ({ file: m[1] ?? '', anchor: m[2] ?? null }));
}

function brokenCitation(file: string, anchor: string | null): string | null {
  const slugs = slugsOf(file);
  if (!slugs) return `docs/${file} does not exist`;
  if (anchor !== null && !slugs.has(anchor)) return `docs/${file} has no heading #${anchor}`;
  return null;
}

describe('doc references in code comments', () => {
  it('scans the source tree', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((s) => s.path === 'vite.config.ts')).toBe(true);
  });

  it('cites no document outside the repository', () => {
    const offenders = sources.flatMap(({ path, lines }) =>
      lines.flatMap((line, i) => OUTSIDE_DOCUMENTS.filter((d) => d.pattern.test(line)).map((d) => `${path}:${i + 1} cites ${d.name}: ${line.trim()}`)),
    );
    expect(offenders).toEqual([]);
  });

  it('cites only docs and headings that exist', () => {
    const broken = sources.flatMap(({ path, lines }) =>
      lines.flatMap((line, i) =>
        docCitations(line).flatMap(({ file, anchor }) => {
          const problem = brokenCitation(file, anchor);
          return problem ? [`${path}:${i + 1}: ${problem}`] : [];
        }),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('links between docs point to headings that exist', () => {
    const docs = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
    const broken = docs.flatMap((doc) =>
      [...readFileSync(join(ROOT, 'docs', doc), 'utf8').matchAll(/\]\(([\w.-]*\.md)?(?:#([\w-]+))?\)/g)].flatMap((m) => {
        const problem = brokenCitation(m[1] ?? doc, m[2] ?? null);
        return problem ? [`docs/${doc}: link ${m[0]}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('computes anchors the way GitHub does', () => {
    const slugs = headingSlugs('# A\n## Job versions and current edges (emulator, issue 14)\n```\n# not a heading\n```\n## A\n');
    expect([...slugs]).toEqual(['a', 'job-versions-and-current-edges-emulator-issue-14', 'a-1']);
  });
});
