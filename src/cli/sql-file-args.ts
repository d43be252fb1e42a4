import { readFile } from 'node:fs/promises';

/** A `<namespace>/<name>` job key: a namespace, a slash, a name (the namespace may hold a slash of its own). */
export const isJobKey = (text: string): boolean => /^[^/]+.*\/.+$/.test(text);

/** A `--sql <namespace/job>=<file>` value split at its last '='; null when it is not that shape. */
export function parseSqlFileArg(value: string): { job: string; file: string } | null {
  const at = value.lastIndexOf('=');
  if (at <= 0 || at === value.length - 1 || !isJobKey(value.slice(0, at))) return null;
  return { job: value.slice(0, at), file: value.slice(at + 1) };
}

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
