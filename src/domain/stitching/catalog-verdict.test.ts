import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogVerdict } from './catalog-verdict.ts';
import { findStitchCandidates } from './find-stitch-candidates.ts';
import { parseStorageLocation } from './storage-uri.ts';
import { dataset, job } from './test-catalog.ts';

const LAKE = 's3://lake';
const PATH = 'warehouse/analytics/revenue_report';
const POLARIS = 'https://polaris.example.com/api/catalog';
const FULL = { framework: 'iceberg', type: 'rest', name: 'lake_catalog', metadataUri: POLARIS, warehouseUri: 's3://lake/warehouse', source: 'spark' };

/** A location-named table (Flink 1, Spark's primary identity) and a catalog-named one, with these catalog facets. */
function icebergPair(locFacet: unknown, catName: [namespace: string, name: string], catFacet?: unknown) {
  const [ns, name] = catName;
  return findStitchCandidates({
    datasets: [
      dataset(LAKE, PATH, locFacet === undefined ? {} : { facets: { catalog: locFacet } }),
      dataset(ns, name, catFacet === undefined ? {} : { facets: { catalog: catFacet } }),
    ],
    jobs: [job('flink', 'write', [], [[LAKE, PATH]]), job('spark', 'read', [[ns, name]], [])],
  }).filter((c) => c.rule === 'iceberg-location');
}

describe('the catalog facet in Iceberg stitching', () => {
  it('is certain when the facet names the catalog and the warehouse holding the location (the spec-2026 table)', () => {
    const [c, ...rest] = icebergPair(FULL, [POLARIS, 'lake_catalog.analytics.revenue_report']);
    expect(rest).toEqual([]);
    expect(c?.confidence).toBe(0.99);
    expect(c?.evidence).toBe(
      'certain: the catalog facet (reported by spark) names rest catalog lake_catalog with warehouse s3://lake/warehouse, which holds this table at analytics/revenue_report',
    );
  });

  it('is certain by the catalog URI the name lives under, and from the catalog side’s facet', () => {
    expect(icebergPair(FULL, [POLARIS, 'analytics.revenue_report'])[0]?.confidence).toBe(0.99);
    expect(icebergPair(undefined, [POLARIS, 'lake_catalog.analytics.revenue_report'], FULL)[0]?.confidence).toBe(0.99);
  });

  it('reads Spark’s warehouse and uri catalog properties when the fields are missing', () => {
    const props = { framework: 'iceberg', type: 'rest', name: 'c', catalogProperties: { warehouse: 's3://lake/warehouse', uri: POLARIS } };
    expect(icebergPair(props, [POLARIS, 'analytics.revenue_report'])[0]?.confidence).toBe(0.99);
  });

  it('is not certain when the warehouse holds the location at another depth or the catalog is another one', () => {
    const deeper = { ...FULL, warehouseUri: 's3://lake' };
    expect(icebergPair(deeper, [POLARIS, 'lake_catalog.analytics.revenue_report'])[0]?.confidence).toBeLessThan(0.99);
    expect(icebergPair(FULL, ['iceberg://other', 'analytics.revenue_report'])[0]?.confidence).toBeLessThan(0.99);
  });

  it('rules a pair out when the facets name other table formats, or the name’s catalog keeps tables in another store', () => {
    expect(
      icebergPair({ framework: 'iceberg', type: 'rest', name: 'c' }, ['iceberg://x', 'analytics.revenue_report'], {
        framework: 'delta',
        type: 'unity',
        name: 'c',
      }),
    ).toEqual([]);
    expect(icebergPair(undefined, ['iceberg://x', 'analytics.revenue_report'], { ...FULL, warehouseUri: 's3://elsewhere/warehouse' })).toEqual([]);
    // Without facets the name-shape rule still proposes it.
    expect(icebergPair(undefined, ['iceberg://x', 'analytics.revenue_report'])).toHaveLength(1);
  });

  const hostileText = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', '../../etc', 'javascript:alert(1)', 's3://', '', 'warehouse', '.', '/', '\u0000', 'ICEBERG'),
    fc.string(),
  );
  const hostileValue = fc.oneof(hostileText, fc.anything());
  const hostileFacet = fc.oneof(
    fc.anything(),
    fc.record(
      {
        framework: hostileValue,
        type: hostileValue,
        name: hostileValue,
        metadataUri: hostileValue,
        warehouseUri: hostileValue,
        source: hostileValue,
        catalogProperties: fc.oneof(fc.anything(), fc.dictionary(hostileText, hostileValue)),
      },
      { requiredKeys: [] },
    ),
  );

  it('never stitches two names that do not match, whatever the catalog facets say', () => {
    fc.assert(
      fc.property(hostileFacet, hostileFacet, (a, b) => {
        expect(icebergPair(a, [POLARIS, 'lake_catalog.other.table'], b)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('is never made certain by a malformed facet (non-text values)', () => {
    const nonText = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    fc.assert(
      fc.property(fc.record({ framework: nonText, name: nonText, warehouseUri: nonText, metadataUri: nonText }), (facet) => {
        const loc = {
          ref: { namespace: LAKE, name: PATH },
          dataset: dataset(LAKE, PATH, { facets: { catalog: facet } }),
          location: parseStorageLocation(LAKE, PATH)!,
          key: 'analytics.revenue_report',
        };
        const cat = {
          ref: { namespace: POLARIS, name: 'analytics.revenue_report' },
          dataset: dataset(POLARIS, 'analytics.revenue_report', { facets: { catalog: facet } }),
        };
        expect(catalogVerdict(loc, cat).kind).not.toBe('certain');
      }),
      { numRuns: 300 },
    );
  });
});
