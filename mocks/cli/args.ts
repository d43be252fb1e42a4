/** Minimal `--flag value` parsing for the CLIs: repeatable flags collect, `--no-x` are booleans. */
export function parseArgs(argv: readonly string[], repeatable: readonly string[], booleans: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`unexpected argument '${arg}'`);
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (booleans.includes(flag)) {
      out.set(flag, ['true']);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${flag} needs a value`);
    if (!repeatable.includes(flag) && out.has(flag)) throw new Error(`--${flag} given twice`);
    out.set(flag, [...(out.get(flag) ?? []), value]);
  }
  return out;
}
