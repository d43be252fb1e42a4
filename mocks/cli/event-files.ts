import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

export interface EventSource {
  event: unknown;
  /** `file` or `file:line` for NDJSON, to say where a rejected event came from. */
  origin: string;
}

export interface ReadResult {
  events: EventSource[];
  problems: string[];
}

async function expand(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).sort();
  const nested = await Promise.all(names.map((n) => expand(join(path, n))));
  return nested.flat().filter((p) => ['.json', '.ndjson'].includes(extname(p).toLowerCase()));
}

/**
 * Reads `.json` (one event or an array) and `.ndjson` files, directories recursively; unreadable files and lines are
 * reported as problems, never thrown, so one bad file does not stop a replay.
 */
export async function readEventFiles(paths: readonly string[]): Promise<ReadResult> {
  const events: EventSource[] = [];
  const problems: string[] = [];
  for (const root of paths) {
    let files: string[];
    try {
      files = await expand(root);
    } catch (e) {
      problems.push(`${root}: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      if (extname(file).toLowerCase() === '.ndjson') {
        text.split('\n').forEach((line, i) => {
          if (!line.trim()) return;
          try {
            events.push({ event: JSON.parse(line) as unknown, origin: `${file}:${i + 1}` });
          } catch {
            problems.push(`${file}:${i + 1}: not JSON`);
          }
        });
        continue;
      }
      try {
        const parsed = JSON.parse(text) as unknown;
        const list = Array.isArray(parsed) ? parsed : [parsed];
        list.forEach((event, i) => events.push({ event, origin: list.length > 1 ? `${file}[${i}]` : file }));
      } catch {
        problems.push(`${file}: not JSON`);
      }
    }
  }
  return { events, problems };
}
