import { describe, expect, it } from 'vitest';
import { datasetTagsOf, datasetTypeOf, datasetTypeText, fieldTags, hierarchyGroupOf, hierarchyOf, jobTagsOf } from './node-facets.ts';

describe('node facets', () => {
  it('reads the dataset type, never guessing one that is absent', () => {
    expect(datasetTypeOf({ datasetType: { datasetType: 'VIEW', subType: 'MATERIALIZED' } })).toMatchObject({ kind: 'VIEW' });
    expect(datasetTypeOf({ schema: { fields: [] } })).toBeNull();
    expect(datasetTypeOf(null)).toBeNull();
    expect(datasetTypeOf({ datasetType: { datasetType: 7 } })).toBeNull();
  });

  it('says the type in words, subtype included, an unknown word as written', () => {
    expect(datasetTypeText({ kind: 'VIEW', label: 'VIEW', subType: 'MATERIALIZED' })).toBe('View · MATERIALIZED');
    expect(datasetTypeText({ kind: 'JOB_OUTPUT', label: 'job_output', subType: null })).toBe('Job output');
    expect(datasetTypeText({ kind: 'OTHER', label: 'FEATURE_GROUP', subType: null })).toBe('FEATURE_GROUP');
  });

  it('keeps field tags apart for schema rows, and drops a field on job tags', () => {
    const tags = datasetTagsOf({
      tags: {
        tags: [
          { key: 'domain', value: 'sales' },
          { key: 'pii', value: 'true', field: 'email' },
        ],
      },
    });
    expect(fieldTags(tags, 'email').map((t) => t.key)).toEqual(['pii']);
    expect(fieldTags(tags, 'name')).toEqual([]);
    expect(jobTagsOf({ tags: { tags: [{ key: 'team', value: 'ingest', field: 'x' }] } })[0]?.field).toBeNull();
  });

  it('groups by the containers above the dataset, or not at all', () => {
    const levels = hierarchyOf({
      hierarchy: {
        hierarchy: [
          { type: 'DATABASE', name: 'db' },
          { type: 'SCHEMA', name: 's' },
          { type: 'TABLE', name: 't' },
        ],
      },
    });
    expect(hierarchyGroupOf(levels, 's.t')).toMatchObject({ label: 'db / s', title: 'DATABASE db / SCHEMA s' });
    expect(hierarchyGroupOf([{ type: 'TABLE', name: 't' }], 't')).toBeNull();
    expect(hierarchyGroupOf(null, 't')).toBeNull();
  });
});
