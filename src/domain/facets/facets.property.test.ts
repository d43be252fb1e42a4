import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCatalogFacet } from './catalog-facet.ts';
import { parseDatasetTypeFacet } from './dataset-type-facet.ts';
import { parseHierarchyFacet } from './hierarchy-facet.ts';
import { parseJobDependenciesFacet } from './job-dependencies-facet.ts';
import { parseLineageDatasetFacet, parseLineageJobFacet } from './lineage-facet.ts';
import { parseTagsFacet } from './tags-facet.ts';
import { MAX_TEXT } from './facet-values.ts';

const PARSERS: Record<string, (raw: unknown) => unknown> = {
  lineageJob: parseLineageJobFacet,
  lineageDataset: parseLineageDatasetFacet,
  catalog: parseCatalogFacet,
  datasetType: parseDatasetTypeFacet,
  hierarchy: parseHierarchyFacet,
  tags: (raw) => parseTagsFacet(raw, 'dataset'),
  jobDependencies: parseJobDependenciesFacet,
};

const hostile = fc.constantFrom(
  '<img src=x onerror="window.__xss=1">',
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'data:text/html,<script>window.__xss=1</script>',
  '__proto__',
  'constructor',
  '\u202Eevil',
  'x'.repeat(MAX_TEXT + 5),
);
const leaf = fc.oneof(fc.string(), hostile, fc.integer(), fc.boolean(), fc.constant(null), fc.double());
const keys = fc.constantFrom(
  'type',
  'namespace',
  'name',
  'field',
  'inputs',
  'fields',
  'entries',
  'transformations',
  'runId',
  'framework',
  'metadataUri',
  'warehouseUri',
  'catalogProperties',
  'datasetType',
  'hierarchy',
  'tags',
  'key',
  'value',
  'upstream',
  'downstream',
  'job',
  'run',
  '__proto__',
);
// Values shaped like facets (the keys parsers look for) with anything in them, so parsing goes deep.
const { facetLike } = fc.letrec((tie) => ({
  facetLike: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('facetLike'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(keys, fc.string()), tie('facetLike'), { maxKeys: 6 }),
  ),
}));
const typed = fc.record({
  type: fc.constantFrom('DATASET', 'JOB', 'dataset', 'TABLE'),
  namespace: leaf,
  name: leaf,
  field: leaf,
  inputs: facetLike,
  fields: facetLike,
});
const arbitraryFacet = fc.oneof(
  fc.anything(),
  facetLike,
  fc.record({ entries: fc.array(typed, { maxLength: 4 }) }),
  fc.record({ inputs: fc.array(typed), fields: fc.dictionary(fc.oneof(keys, fc.string()), fc.record({ inputs: fc.array(typed) })) }),
);

/** Every value reachable from a parser's result: only strings, numbers, booleans, null, arrays, Maps and plain objects. */
function inert(value: unknown, path = '$'): string[] {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return typeof value === 'string' && value.length > MAX_TEXT ? [`${path}: text longer than ${MAX_TEXT}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => inert(v, `${path}[${i}]`));
  if (value instanceof Map) return [...value].flatMap(([k, v]) => [...inert(k, `${path}.key`), ...inert(v, `${path}.${String(k)}`)]);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
      const own = /href$/i.test(k) && v !== null && !/^https?:\/\//.test(String(v)) ? [`${path}.${k}: link is not http(s): ${String(v)}`] : [];
      return [...own, ...inert(v, `${path}.${k}`)];
    });
  }
  return [`${path}: ${typeof value} is not plain data`];
}

describe('facet parsers on malformed and hostile values', () => {
  it.each(Object.keys(PARSERS))('%s never throws and returns plain data with http(s) links only', (name) => {
    const parse = PARSERS[name]!;
    fc.assert(
      fc.property(arbitraryFacet, (raw) => {
        expect(inert(parse(raw))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('leaves the object prototype alone', () => {
    fc.assert(
      fc.property(arbitraryFacet, (raw) => {
        for (const parse of Object.values(PARSERS)) parse(raw);
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
