import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_V8_FLAGS } from './server-v8-flags.ts';

describe('the server V8 flags', () => {
  // setFlagsFromString ignores a flag V8 does not know: one renamed or dropped by a Node upgrade would be a silent no-op.
  it('are flags this Node’s V8 knows', () => {
    const known = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const flag of SERVER_V8_FLAGS) {
      const name = flag.replace(/^--(no-)?/, '').replace(/=.*$/, '');
      expect(known).toMatch(new RegExp(`^\\s+--${name}\\b`, 'm'));
    }
  });
});
