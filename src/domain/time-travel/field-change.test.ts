import { describe, expect, it } from 'vitest';
import type { MqDatasetVersion, MqField } from '../marquez-shapes.ts';
import { latestFieldChange } from './field-change.ts';

function version(v: string, createdAt: string, fields: MqField[], runId?: string): MqDatasetVersion {
  return {
    id: { namespace: 'kafka://b:9092', name: 'orders' },
    name: 'orders',
    namespace: 'kafka://b:9092',
    createdAt,
    version: v,
    fields,
    ...(runId ? { createdByRun: { id: runId, state: 'COMPLETED', endedAt: createdAt } } : {}),
  };
}

const dollars = { name: 'amount', type: 'DECIMAL(12,2)', description: 'dollars' };
const cents = { name: 'amount', type: 'BIGINT', description: 'cents' };
const other = { name: 'id', type: 'BIGINT' };

describe('latestFieldChange', () => {
  it('finds the version that changed the field, with its run and day, whatever order the versions come in', () => {
    const versions = [
      version('v3', '2026-11-25T06:00:00Z', [other, cents], 'r3'),
      version('v1', '2026-11-23T06:00:00Z', [other, dollars], 'r1'),
      version('v2', '2026-11-24T06:00:00Z', [other, cents], 'r2'),
    ];
    expect(latestFieldChange(versions, 'amount')).toEqual({
      field: 'amount',
      before: { type: 'DECIMAL(12,2)', description: 'dollars' },
      after: { type: 'BIGINT', description: 'cents' },
      version: 'v2',
      previousVersion: 'v1',
      runId: 'r2',
      at: '2026-11-24T06:00:00Z',
    });
  });

  it('picks the change of the given day, not a later rollback', () => {
    const versions = [
      version('v1', '2026-11-23T06:00:00Z', [other, dollars], 'r1'),
      version('v2', '2026-11-24T06:00:00Z', [other, cents], 'r2'),
      version('v3', '2026-11-25T06:00:00Z', [other, dollars], 'r3'),
    ];
    expect(latestFieldChange(versions, 'amount')?.version).toBe('v3');
    expect(latestFieldChange(versions, 'amount', '2026-11-24')).toMatchObject({ version: 'v2', runId: 'r2', after: { type: 'BIGINT' } });
    expect(latestFieldChange(versions, 'amount', '2026-11-20')).toBeNull();
  });

  it('is null for a field that never changed, or that is missing from a version', () => {
    const versions = [version('v1', '2026-11-23T06:00:00Z', [other, dollars]), version('v2', '2026-11-24T06:00:00Z', [other])];
    expect(latestFieldChange(versions, 'id')).toBeNull();
    expect(latestFieldChange(versions, 'amount')).toBeNull();
    expect(latestFieldChange([], 'amount')).toBeNull();
  });
});
