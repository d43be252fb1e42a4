import { readFile } from 'node:fs/promises';

/** The `--sql` files' text, by `namespace/job`. */
async function readSqlFiles(files: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [job, path] of Object.entries(files)) out[job] = await readFile(path, 'utf8');
  return out;
}

/** The `--sql` files' text, or why one could not be read (each command says it in its own words and exits 2). */
export async function readSqlFilesOrReason(files: Readonly<Record<string, string>>): Promise<{ sql: Record<string, string> } | { unreadable: string }> {
  try {
    return { sql: await readSqlFiles(files) };
  } catch (e) {
    return { unreadable: e instanceof Error ? e.message : String(e) };
  }
}
