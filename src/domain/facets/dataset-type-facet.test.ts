import { describe, expect, it } from 'vitest';
import { parseDatasetTypeFacet } from './dataset-type-facet.ts';

describe('parseDatasetTypeFacet', () => {
  it('reads the spec’s example (a materialized view)', () => {
    expect(parseDatasetTypeFacet({ datasetType: 'VIEW', subType: 'MATERIALIZED' })).toEqual({ kind: 'VIEW', label: 'VIEW', subType: 'MATERIALIZED' });
  });

  it('knows the listed kinds in any case and keeps any other word as OTHER', () => {
    expect(['TABLE', 'view', 'File', 'TOPIC', 'STREAM', 'MODEL', 'JOB_OUTPUT'].map((t) => parseDatasetTypeFacet({ datasetType: t })?.kind)).toEqual([
      'TABLE',
      'VIEW',
      'FILE',
      'TOPIC',
      'STREAM',
      'MODEL',
      'JOB_OUTPUT',
    ]);
    expect(parseDatasetTypeFacet({ datasetType: 'DASHBOARD', subType: 7 })).toEqual({ kind: 'OTHER', label: 'DASHBOARD', subType: null });
  });

  it('is null without a `datasetType` string', () => {
    for (const raw of [undefined, {}, { datasetType: '' }, { datasetType: ['VIEW'] }, 'VIEW']) expect(parseDatasetTypeFacet(raw)).toBeNull();
  });
});
