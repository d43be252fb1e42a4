import { describe, expect, it } from 'vitest';
import { parseColumnLineageFacet, readColumnLineage } from './read-column-lineage.ts';
import { splitTransformations } from './split-transformations.ts';

describe('parseColumnLineageFacet', () => {
  it('reads 1-2-0: per-input transformations and dataset[]', () => {
    const cl = parseColumnLineageFacet({
      fields: { out: { inputFields: [{ namespace: 'n', name: 'd', field: 'x', transformations: [{ type: 'direct', subtype: 'IDENTITY', masking: true }] }] } },
      dataset: [{ namespace: 'n', name: 'd', field: 'y', transformations: [{ type: 'INDIRECT', subtype: 'FILTER', description: 'y > 1' }] }],
    });
    expect(cl?.source).toBe('facet');
    expect(cl?.fields.get('out')).toEqual([
      { namespace: 'n', name: 'd', field: 'x', transformations: [{ type: 'DIRECT', subtype: 'IDENTITY', description: null, masking: true }] },
    ]);
    expect(cl?.dataset[0]?.transformations[0]?.subtype).toBe('FILTER');
  });

  it('reads 1-0-1: the deprecated per-output transformationType becomes one DIRECT transformation', () => {
    const cl = parseColumnLineageFacet({
      fields: { out: { inputFields: [{ namespace: 'n', name: 'd', field: 'x' }], transformationType: 'MASKED', transformationDescription: 'hash' } },
    });
    expect(cl?.fields.get('out')?.[0]?.transformations).toEqual([{ type: 'DIRECT', subtype: 'MASKED', description: 'hash', masking: true }]);
  });

  it('drops malformed entries instead of failing, and rejects non-facets', () => {
    const cl = parseColumnLineageFacet({ fields: { out: { inputFields: [{ namespace: 'n' }, 42, { namespace: 'n', name: 'd', field: 'x' }] } } });
    expect(cl?.fields.get('out')).toHaveLength(1);
    expect(parseColumnLineageFacet(null)).toBeNull();
    expect(parseColumnLineageFacet({ fields: [] })).toBeNull();
  });
});

describe('readColumnLineage', () => {
  it('prefers the raw facet, falls back to the Marquez old shape, else null', () => {
    const old = [{ name: 'out', inputFields: [{ namespace: 'n', dataset: 'd', field: 'x' }] }];
    expect(readColumnLineage({ facets: { columnLineage: { fields: {} } }, columnLineage: old })?.source).toBe('facet');
    expect(readColumnLineage({ facets: {}, columnLineage: old })?.fields.get('out')?.[0]).toEqual({
      namespace: 'n',
      name: 'd',
      field: 'x',
      transformations: [],
    });
    expect(readColumnLineage({ facets: {}, columnLineage: null })).toBeNull();
  });
});

describe('splitTransformations', () => {
  it('separates DIRECT from INDIRECT uses of one input', () => {
    const s = splitTransformations([
      { type: 'DIRECT', subtype: 'IDENTITY', description: null, masking: false },
      { type: 'INDIRECT', subtype: 'GROUP_BY', description: null, masking: false },
    ]);
    expect(s.direct?.map((t) => t.subtype)).toEqual(['IDENTITY']);
    expect(s.indirect.map((t) => t.subtype)).toEqual(['GROUP_BY']);
    expect(splitTransformations([{ type: 'INDIRECT', subtype: 'JOIN', description: null, masking: null }]).direct).toBeNull();
    expect(splitTransformations([]).direct).toEqual([]);
  });
});

describe('legacy transformationType (issue 16)', () => {
  it('keeps the value as the producer wrote it in the subtype, and still reads MASKED case-insensitively', () => {
    const cl = parseColumnLineageFacet({
      fields: {
        a: { inputFields: [{ namespace: 'n', name: 'd', field: 'x' }], transformationType: 'identity' },
        b: { inputFields: [{ namespace: 'n', name: 'd', field: 'y' }], transformationType: 'Masked', transformationDescription: 'sha256' },
      },
    });
    expect(cl?.fields.get('a')?.[0]?.transformations).toEqual([{ type: 'DIRECT', subtype: 'identity', description: null, masking: null }]);
    expect(cl?.fields.get('b')?.[0]?.transformations).toEqual([{ type: 'DIRECT', subtype: 'Masked', description: 'sha256', masking: true }]);
    const old = readColumnLineage({
      facets: {},
      columnLineage: [{ name: 'c', inputFields: [{ namespace: 'n', dataset: 'd', field: 'z', transformationType: 'identity' }] }],
    });
    expect(old?.fields.get('c')?.[0]?.transformations[0]?.subtype).toBe('identity');
  });
});
