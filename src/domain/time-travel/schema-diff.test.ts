import { describe, expect, it } from 'vitest';
import type { MqDatasetVersion } from '../marquez-shapes.ts';
import { diffSchemas } from './schema-diff.ts';
import { versionAt } from './trace-as-of.ts';

describe('diffSchemas', () => {
  it('reports added, removed and changed fields, or null', () => {
    const before = [{ name: 'amount', type: 'DECIMAL(12,2)', description: 'dollars' }, { name: 'old' }];
    const after = [
      { name: 'amount', type: 'BIGINT', description: 'cents' },
      { name: 'new', type: 'INT' },
    ];
    expect(diffSchemas(before, after)).toEqual({
      added: ['new'],
      removed: ['old'],
      changed: [{ name: 'amount', before: { type: 'DECIMAL(12,2)', description: 'dollars' }, after: { type: 'BIGINT', description: 'cents' } }],
    });
    expect(diffSchemas(after, after)).toBeNull();
  });
});

describe('versionAt', () => {
  const v = (version: string, createdAt: string): MqDatasetVersion => ({ id: { namespace: 'n', name: 'd' }, namespace: 'n', name: 'd', version, createdAt });
  const list = [v('b', '2026-11-24T09:12:00Z'), v('a', '2026-11-20T00:00:00Z'), v('c', '2026-11-25T08:05:00Z')];
  it('picks the newest version created at or before the instant', () => {
    expect(versionAt(list, Date.parse('2026-11-24T23:59:00Z'))?.version).toBe('b');
    expect(versionAt(list, Date.parse('2026-11-24T09:12:00Z'))?.version).toBe('b');
    expect(versionAt(list, Date.parse('2026-11-23T00:00:00Z'))?.version).toBe('a');
    expect(versionAt(list, Date.parse('2026-11-19T00:00:00Z'))).toBeNull();
  });
});
