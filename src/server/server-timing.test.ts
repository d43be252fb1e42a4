import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'tributary-timing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs a step and a timeline in a fresh process (the setting is read once, at load) with `TRIBUTARY_TIMING` set;
 * what it wrote to stderr.
 */
function run(setting: string | undefined): string {
  const script = `import('${join(process.cwd(), 'src/server/server-timing.ts')}').then(({ timing, timeline }) => {
    timing('page end', { frame: true });
    const mark = timeline('layout', { nodes: 500 });
    mark('end');
  })`;
  const env = { ...process.env, TRIBUTARY_TIMING: setting };
  if (setting === undefined) delete env.TRIBUTARY_TIMING;
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { env, encoding: 'utf8' }).stderr;
}

describe('the server’s opt-in timeline', () => {
  it('appends one line per step to the named file, with the fields and the time since a timeline began', () => {
    const file = join(dir, 'timing.log');
    run(file);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[timing\] \+\d+ pid=\d+ page end frame=true$/);
    expect(lines[1]).toMatch(/ layout begin nodes=500$/);
    expect(lines[2]).toMatch(/ layout end since=\d+$/);
  });

  it('writes to stderr when set to 1, and nothing when it is not asked for', () => {
    expect(run('1')).toMatch(/^\[timing\] \+\d+ pid=\d+ page end frame=true\n/);
    expect(run(undefined)).toBe('');
    expect(run('0')).toBe('');
  });
});
