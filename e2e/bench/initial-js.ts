import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialScriptUrls } from '../../mocks/bench-support/initial-scripts.ts';

export interface InitialJs {
  /** Sum of the gzip sizes of the entry module and its modulepreloads, in KB (1,024 bytes). */
  gzipKB: number;
  files: { path: string; bytes: number; gzipBytes: number }[];
  /** Initial files that contain ELK's engine or API: a finding, since ELK must load lazily with the layout. */
  elkInInitial: string[];
}

// Strings only ELK's own code carries (our option keys like `elk.layered.*` are in the app and do not count): the
// GWT engine's Java package, and an algorithm id elk-api lists.
const ELK_MARKERS = ['org.eclipse.elk', 'sporeCompaction'] as const;

/**
 * The JS needed for first render of a production build: the built index.html's module script and modulepreloads,
 * gzip-compressed (level 9, as a static host would pre-compress). Lazy chunks (ELK, the worker, dynamic imports)
 * are not in index.html and so are not counted; if ELK shows up in an initial file anyway it is reported.
 */
export async function measureInitialJs(distDir: string): Promise<InitialJs> {
  const root = resolve(distDir);
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const urls = initialScriptUrls(html);
  if (urls.length === 0) throw new Error(`${join(root, 'index.html')} has no module script`);
  const files: InitialJs['files'] = [];
  const elkInInitial: string[] = [];
  for (const url of urls) {
    if (/^[a-z]+:\/\//i.test(url)) throw new Error(`initial script from another origin: ${url}`);
    const path = url.replace(/^\/+/, '').split(/[?#]/)[0] ?? '';
    const body = await readFile(join(root, path));
    files.push({ path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    const text = body.toString('utf8');
    if (ELK_MARKERS.some((m) => text.includes(m))) elkInInitial.push(path);
  }
  return { gzipKB: files.reduce((n, f) => n + f.gzipBytes, 0) / 1024, files, elkInInitial };
}
