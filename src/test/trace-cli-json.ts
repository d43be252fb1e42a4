// Test support: `npm run trace … --json` run in-process against a fetch that answers from an emulator.
import { expect } from 'vitest';
import type { FetchLike } from '../api/client.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import { EXIT, runTraceCli } from '../cli/trace-cli.ts';

/** The CLI's JSON trace of `target`; fails the test on any error output or a non-zero exit. */
export async function traceCliJson(
  marquez: string,
  fetch: FetchLike,
  target: { namespace: string; dataset: string; field: string },
  extra: readonly string[] = [],
): Promise<TraceResult> {
  let out = '';
  let err = '';
  const code = await runTraceCli(
    ['--marquez', marquez, '--namespace', target.namespace, '--dataset', target.dataset, '--field', target.field, '--json', ...extra],
    {
      out: (t) => (out += t),
      err: (t) => (err += t),
      fetch,
      env: {},
    },
  );
  expect(err).toBe('');
  expect(code).toBe(EXIT.ok);
  return JSON.parse(out) as TraceResult;
}
