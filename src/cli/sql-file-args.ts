/** A `<namespace>/<name>` job key: a namespace, a slash, a name (the namespace may hold a slash of its own). */
export const isJobKey = (text: string): boolean => /^[^/]+.*\/.+$/.test(text);

/** A `--sql <namespace/job>=<file>` value split at its last '='; null when it is not that shape. */
export function parseSqlFileArg(value: string): { job: string; file: string } | null {
  const at = value.lastIndexOf('=');
  if (at <= 0 || at === value.length - 1 || !isJobKey(value.slice(0, at))) return null;
  return { job: value.slice(0, at), file: value.slice(at + 1) };
}
