import { describe, expect, it } from 'vitest';
import type { OlRunEvent } from '../marquez-shapes.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { summarizeImpact } from './summarize-impact.ts';
import { traceField } from './trace-field.ts';
import { traceToMarkdown } from './trace-to-markdown.ts';

const ev = (name: string, integration: string, inputs: OlRunEvent['inputs'], outputs: OlRunEvent['outputs']): OlRunEvent => ({
  eventType: 'COMPLETE',
  eventTime: '2026-01-01T00:00:00Z',
  producer: 'test',
  schemaURL: 'test',
  run: { runId: `${name}-run` },
  job: { namespace: 'jobs', name, facets: { jobType: { integration, processingType: 'BATCH' } } },
  inputs,
  outputs,
});
const schema = (...fields: [string, string][]) => ({ schema: { fields: fields.map(([name, type]) => ({ name, type })) } });

// Flink names the Iceberg table by location, Spark by catalog; the location dataset declares the catalog name as a
// symlink, but Marquez did not merge them (#2738), so the trace must stitch.
const events: OlRunEvent[] = [
  ev(
    'flink-writer',
    'FLINK',
    [{ namespace: 'kafka://k:9092', name: 'orders', facets: schema(['amount', 'BIGINT'], ['note', 'STRING']) }],
    [
      {
        namespace: 'file',
        name: '/wh/db/orders',
        facets: {
          ...schema(['amount', 'BIGINT'], ['note', 'BIGINT']),
          symlinks: { identifiers: [{ namespace: 'hive://ms:9083', name: 'db.orders', type: 'TABLE' }] },
        },
      },
    ],
  ),
  ev(
    'spark-reader',
    'SPARK',
    [{ namespace: 'hive://ms:9083', name: 'db.orders', facets: schema(['amount', 'BIGINT']) }],
    [
      {
        namespace: 'file',
        name: '/wh/db/summary',
        facets: {
          ...schema(['total', 'BIGINT']),
          columnLineage: {
            fields: {
              total: {
                inputFields: [
                  { namespace: 'hive://ms:9083', name: 'db.orders', field: 'amount', transformations: [{ type: 'DIRECT', subtype: 'AGGREGATION' }] },
                ],
              },
            },
          },
        },
      },
    ],
  ),
];
const snapshot = snapshotFromRunEvents(events);

describe('stitched and inferred hops', () => {
  it('stitches unmerged symlink identities and keeps walking', () => {
    const r = traceField(snapshot, { namespace: 'file', dataset: '/wh/db/summary', field: 'total' });
    const stitched = r.hops.find((h) => h.level === 'stitched');
    expect(stitched?.from).toEqual({ namespace: 'file', dataset: '/wh/db/orders', field: 'amount' });
    expect(stitched?.to).toEqual({ namespace: 'hive://ms:9083', dataset: 'db.orders', field: 'amount' });
    expect(stitched?.evidence).toMatch(/symlink TABLE hive:\/\/ms:9083 db\.orders/);
    expect(r.degradations.map((d) => d.job?.name)).toEqual(['flink-writer']);
  });

  it('stitches accepted candidates passed in as pairs', () => {
    const plain = snapshotFromRunEvents(
      events.map((e) => ({ ...e, outputs: (e.outputs ?? []).map((o) => ({ ...o, facets: { ...o.facets, symlinks: undefined } })) })),
    );
    const without = traceField(plain, { namespace: 'file', dataset: '/wh/db/summary', field: 'total' });
    expect(without.hops.some((h) => h.level === 'stitched')).toBe(false);
    const withPair = traceField(
      plain,
      { namespace: 'file', dataset: '/wh/db/summary', field: 'total' },
      {
        stitches: [{ a: { namespace: 'file', name: '/wh/db/orders' }, b: { namespace: 'hive://ms:9083', name: 'db.orders' } }],
      },
    );
    expect(withPair.hops.find((h) => h.level === 'stitched')?.evidence).toMatch(/^accepted stitch/);
  });

  it('infers by normalised name only with a compatible type, and labels it', () => {
    const r = traceField(snapshot, { namespace: 'file', dataset: '/wh/db/orders', field: 'amount' });
    const inferred = r.hops.filter((h) => h.level === 'inferred');
    expect(inferred.map((h) => `${h.from.dataset}.${h.from.field}`)).toEqual(['orders.amount']);
    expect(inferred[0]?.evidence).toMatch(/^inferred, not reported: same normalised name "amount"/);
    const note = traceField(snapshot, { namespace: 'file', dataset: '/wh/db/orders', field: 'note' });
    expect(note.hops.some((h) => h.level === 'inferred')).toBe(false);
  });

  it('summarises downstream impact by engine with the last run', () => {
    const r = traceField(snapshot, { namespace: 'kafka://k:9092', dataset: 'orders', field: 'amount' }, { direction: 'downstream' });
    const groups = summarizeImpact(r, snapshot);
    expect(groups.map((g) => g.engine)).toEqual(['flink', 'spark', 'other']);
    const spark = groups.find((g) => g.engine === 'spark')?.datasets[0];
    // total is reached through the Flink writer's inferred amount → amount only: a guess, kept apart from reported reach.
    expect(spark).toMatchObject({ dataset: '/wh/db/summary', fields: [], inferredFields: ['total'], lastRun: { id: 'spark-reader-run', state: 'COMPLETED' } });
  });

  it('renders Markdown with escaped untrusted text', () => {
    const r = traceField(snapshot, { namespace: 'file', dataset: '/wh/db/summary', field: 'total' });
    const md = traceToMarkdown({ ...r, hops: r.hops.map((h, i) => (i === 0 ? { ...h, evidence: 'a | b\nc' } : h)) });
    expect(md).toContain('| 1 | `hive://ms:9083 db.orders.amount` | `file /wh/db/summary.total` | `jobs spark-reader` | column | DIRECT/AGGREGATION |');
    expect(md).toContain('a \\| b c');
    expect(md).toContain('### Where column lineage ends');
    expect(md.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| #')).length).toBe(r.hops.length);
  });
});
