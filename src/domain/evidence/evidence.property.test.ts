import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildImpact } from '../impact/build-impact.ts';
import { impactCsv } from '../impact/impact-csv.ts';
import { impactJson } from '../impact/impact-json.ts';
import { parseCsv } from '../impact/parse-csv.ts';
import type { Facets } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { TraceHop } from '../trace/trace-types.ts';
import { dataset, job, NS, run } from './evidence-fixtures.ts';
import { buildEvidenceIndex } from './evidence-index.ts';
import { hopEvidence } from './hop-evidence.ts';

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil")',
  '+cmd|calc',
  '@SUM(1)',
  '-1',
  '\tx',
  '\u202Egnp.exe',
  '__proto__',
  'constructor',
  '',
];
const hostileString = fc.oneof(fc.constantFrom(...PAYLOADS), fc.string({ unit: 'binary', maxLength: 12 }));
/** Any JSON a producer could send, with hostile strings among its keys and values. */
const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
})).value;
/** The keys the evidence reads, each given any JSON, plus any others. */
const facets: fc.Arbitrary<Facets> = fc.record(
  {
    ownership: fc.oneof(json, fc.record({ owners: fc.array(fc.record({ name: json, type: json }, { requiredKeys: [] }), { maxLength: 3 }) })),
    tags: fc.oneof(json, fc.record({ tags: fc.array(fc.record({ key: fc.constantFrom('team', 'owner', 'x'), value: json }), { maxLength: 3 }) })),
    dataQualityAssertions: fc.oneof(
      json,
      fc.record({ assertions: fc.array(fc.record({ assertion: json, success: json, column: json, severity: json, expected: json }, { requiredKeys: [] })) }),
    ),
    dataQualityMetrics: fc.oneof(json, fc.record({ rowCount: json, columnMetrics: fc.dictionary(hostileString, json, { maxKeys: 3 }) })),
    outputStatistics: fc.oneof(json, fc.record({ rowCount: json, size: json, fileCount: json }, { requiredKeys: [] })),
    inputStatistics: json,
    test: fc.oneof(json, fc.record({ tests: fc.array(fc.record({ name: json, status: json, type: json }, { requiredKeys: [] })) })),
  },
  { requiredKeys: [] },
);

/** Every string anywhere in a JSON value, keys included. */
function strings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      strings(v, out);
    }
  return out;
}

describe('evidence over hostile and malformed facets', () => {
  it('never throws; every name it reports is a string the facets carried, verbatim; exports stay parseable and formula-free', () => {
    fc.assert(
      fc.property(fc.array(facets, { minLength: 5, maxLength: 5 }), ([jobFacets, runFacets, inFacets, outFacets, dsFacets]) => {
        const writer = job(
          'w',
          [
            run({
              id: 'r1',
              facets: runFacets!,
              inputs: [{ dataset: 'src', version: 'v0', facets: inFacets! }],
              outputs: [{ dataset: 'dst', version: 'v1', facets: outFacets! }],
            }),
          ],
          jobFacets!,
        );
        const reader = job('r', [run({ id: 'r2', inputs: [{ dataset: 'dst', version: 'v1', facets: inFacets! }] })], jobFacets!);
        const index = buildEvidenceIndex({ datasets: [dataset('src'), dataset('dst', dsFacets!, 'v1')], jobs: [writer, reader] });
        const hop: TraceHop = {
          from: { namespace: NS, dataset: 'src', field: 'a' },
          to: { namespace: NS, dataset: 'dst', field: 'a' },
          job: { namespace: NS, name: 'w' },
          level: 'column',
          transformations: [],
          evidence: 'x',
        };
        const e = hopEvidence(index, hop);
        const known = strings([jobFacets, runFacets, inFacets, outFacets, dsFacets]);
        const reported = [
          ...e.to.owner.owners.flatMap((o) => [o.name, o.type]),
          ...(e.job?.owner.owners.map((o) => o.name) ?? []),
          ...e.to.quality.checks.flatMap((c) => [c.assertion, c.name, c.column, c.severity, c.description]),
          ...(e.job?.quality.checks.map((c) => c.assertion) ?? []),
          ...Object.keys(e.to.quality.metrics?.columns ?? {}),
        ].filter((s): s is string => s !== null);
        for (const s of reported) expect(known.has(s)).toBe(true);
        for (const n of [e.volume.written.latest?.rows, e.volume.written.ratio]) if (n != null) expect(Number.isFinite(n)).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();

        const rows = buildImpact({
          start: { namespace: NS, dataset: 'src' },
          traces: [
            { target: { namespace: NS, dataset: 'src', field: 'a' }, direction: 'downstream', hops: [hop], influencers: [], degradations: [], roots: [] },
          ],
          jobs: [writer, reader],
          evidence: index,
        });
        const records = parseCsv([...impactCsv(rows)].join(''));
        for (const cell of records.flat()) expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
        expect(JSON.parse([...impactJson(rows, { start: { namespace: NS, dataset: 'src', field: 'a' } })].join('')).rows).toHaveLength(rows.length);
        expect(index.dataset(datasetNodeId({ namespace: NS, name: 'dst' })).dataset.name).toBe('dst');
        expect(index.job(jobNodeId({ namespace: NS, name: 'w' })).job.name).toBe('w');
      }),
      { numRuns: 300 },
    );
  });
});
