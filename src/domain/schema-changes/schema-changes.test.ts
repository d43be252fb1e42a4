import { describe, expect, it } from 'vitest';
import type { MqDatasetVersion, MqField } from '../marquez-shapes.ts';
import { compareFields } from './compare-fields.ts';
import { reachesBefore, schemaChanges } from './schema-changes.ts';

const f = (name: string, type: string | null, description: string | null = null): MqField => ({ name, type, description });

function version(
  id: string,
  at: string,
  fields: MqField[] | null,
  run: Partial<NonNullable<MqDatasetVersion['createdByRun']>> | null = null,
): MqDatasetVersion {
  return {
    id: { namespace: 'kafka://b:9092', name: 'orders' },
    namespace: 'kafka://b:9092',
    name: 'orders',
    version: id,
    createdAt: at,
    fields,
    createdByRun: run ? { id: `run-${id}`, state: 'COMPLETED', ...run } : null,
  };
}

const WINDOW = { since: '2026-11-20T00:00:00Z', until: '2026-11-30T00:00:00Z' };

describe('compareFields', () => {
  it('names each added, removed, retyped and redescribed field, in schema order', () => {
    const changes = compareFields(
      [f('id', 'BIGINT'), f('amount', 'DECIMAL(12,2)', 'dollars'), f('gone', 'STRING')],
      [f('id', 'BIGINT'), f('amount', 'BIGINT', 'cents'), f('new', 'DATE')],
    );
    expect(changes.map((c) => `${c.kind}:${c.field}`)).toEqual(['type:amount', 'description:amount', 'added:new', 'removed:gone']);
    expect(changes[0]).toMatchObject({ before: { type: 'DECIMAL(12,2)' }, after: { type: 'BIGINT' } });
    expect(changes[3]).toMatchObject({ before: { type: 'STRING' }, after: null });
  });

  it('sees no change in a type written in another case or spacing, nor between an absent and an empty description', () => {
    expect(compareFields([f('a', 'decimal(12, 2)', null)], [f('a', 'DECIMAL(12,2)', '')])).toEqual([]);
  });

  it('sees a description that appears or is removed', () => {
    expect(compareFields([f('a', 'INT')], [f('a', 'INT', 'count')]).map((c) => c.kind)).toEqual(['description']);
    expect(compareFields([f('a', 'INT', 'count')], [f('a', 'INT')]).map((c) => c.kind)).toEqual(['description']);
  });

  it('keeps the first entry of a name listed twice', () => {
    expect(compareFields([f('a', 'INT'), f('a', 'STRING')], [f('a', 'INT')])).toEqual([]);
  });
});

describe('schemaChanges', () => {
  it('reports a version in the window that differs from the one before it, with its run and job', () => {
    const versions = [
      version('v3', '2026-11-25T08:00:00Z', [f('amount', 'DECIMAL(12,2)')], { id: 'r2', jobVersion: { namespace: 'connect', name: 'cdc', version: 'h' } }),
      version('v2', '2026-11-24T09:12:00Z', [f('amount', 'BIGINT')], { id: 'r1' }),
      version('v1', '2026-11-10T00:00:00Z', [f('amount', 'DECIMAL(12,2)')], { id: 'r1' }),
    ];
    const changes = schemaChanges(versions, WINDOW, (run) => (run === 'r1' ? { namespace: 'connect', name: 'from-list' } : null));
    expect(changes.map((c) => [c.version, c.previousVersion, c.job?.name, c.runId])).toEqual([
      ['v2', 'v1', 'from-list', 'r1'],
      ['v3', 'v2', 'cdc', 'r2'],
    ]);
  });

  it('leaves out changes carried by versions outside the window, but uses an older version as the baseline', () => {
    const versions = [
      version('v2', '2026-11-21T00:00:00Z', [f('a', 'INT')], {}),
      version('v1', '2026-11-01T00:00:00Z', [f('a', 'STRING')], {}),
      version('v0', '2026-10-01T00:00:00Z', [f('b', 'INT')], {}),
    ];
    expect(schemaChanges(versions, WINDOW).map((c) => c.version)).toEqual(['v2']);
  });

  it('does not read a version without fields as every field removed: the next one is compared with the last schema', () => {
    const versions = [
      version('v1', '2026-11-21T00:00:00Z', [f('a', 'INT')], {}),
      version('v2', '2026-11-22T00:00:00Z', [], {}),
      version('v3', '2026-11-23T00:00:00Z', [f('a', 'INT')], {}),
      version('v4', '2026-11-24T00:00:00Z', null, {}),
    ];
    expect(schemaChanges(versions, WINDOW)).toEqual([]);
  });

  it('compares only versions a run wrote: a read-created version holds the reader’s type names, no change', () => {
    const versions = [version('w1', '2026-11-21T00:00:00Z', [f('id', 'INT64')], { id: 'r' }), version('read', '2026-11-20T01:00:00Z', [f('id', 'long')])];
    expect(schemaChanges(versions, WINDOW)).toEqual([]);
    const later = [...versions, version('w2', '2026-11-22T00:00:00Z', [f('id', 'STRING')], { id: 'r2' })];
    expect(schemaChanges(later, WINDOW).map((c) => [c.version, c.previousVersion])).toEqual([['w2', 'w1']]);
  });

  it('names the previous version’s writer, so a change between two writers reads as such', () => {
    const versions = [
      version('a', '2026-11-21T00:00:00Z', [f('t', 'timestamptz')], { id: 'ra', jobVersion: { namespace: 'n', name: 'enricher', version: 'h' } }),
      version('b', '2026-11-22T00:00:00Z', [f('t', 'timestamp')], { id: 'rb', jobVersion: { namespace: 'n', name: 'backfill', version: 'h' } }),
    ];
    expect(schemaChanges(versions, WINDOW).map((c) => [c.job?.name, c.previousJob?.name])).toEqual([['backfill', 'enricher']]);
  });

  it('has no baseline for the oldest version read, and leaves out versions whose time cannot be read', () => {
    expect(schemaChanges([version('v1', '2026-11-21T00:00:00Z', [f('a', 'INT')], {}), version('vx', 'not a time', [f('a', 'STRING')], {})], WINDOW)).toEqual(
      [],
    );
  });

  it('says whether the versions read reach before the window', () => {
    expect(reachesBefore([version('v1', '2026-11-21T00:00:00Z', [])], WINDOW.since)).toBe(false);
    expect(reachesBefore([version('v1', '2026-11-19T00:00:00Z', [])], WINDOW.since)).toBe(true);
  });
});
