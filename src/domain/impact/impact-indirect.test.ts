import { describe, expect, it } from 'vitest';
import { scenarioEvents, SPEC_2026 } from '../../../mocks/scenarios/index.ts';
import { buildEvidenceIndex } from '../evidence/evidence-index.ts';
import { job, NS, run } from '../evidence/evidence-fixtures.ts';
import { datasetNodeId } from '../node-id.ts';
import { snapshotFromEvents } from '../trace/snapshot-from-all-events.ts';
import { traceField } from '../trace/trace-field.ts';
import type { TraceHop, TraceResult } from '../trace/trace-types.ts';
import { buildImpact } from './build-impact.ts';
import { impactCsv } from './impact-csv.ts';
import { parseCsv } from './parse-csv.ts';

const p = (ds: string, field: string | null) => ({ namespace: NS, dataset: ds, field });
const indirectHop = (from: string, fromField: string, to: string, toField: string | null, jobName: string): TraceHop => ({
  from: p(from, fromField),
  to: p(to, toField),
  job: { namespace: NS, name: jobName },
  level: 'column',
  transformations: [{ type: 'INDIRECT', subtype: 'FILTER', description: null, masking: null }],
  evidence: 'columnLineage facet: dataset-wide dependency',
});
const directHop = (from: string, fromField: string | null, to: string, toField: string | null, jobName: string): TraceHop => ({
  ...indirectHop(from, fromField ?? '', to, toField, jobName),
  from: p(from, fromField),
  transformations: [{ type: 'DIRECT', subtype: 'IDENTITY', description: null, masking: null }],
  evidence: 'columnLineage facet',
});
const trace = (field: string, hops: TraceHop[], influencers: TraceHop[]): TraceResult => ({
  target: { namespace: NS, dataset: 'src', field },
  direction: 'downstream',
  hops,
  influencers,
  degradations: [],
  roots: [],
});

const SCHEMAS: Record<string, string[]> = { report: ['day', 'region', 'revenue'], mirror: ['day', 'region', 'revenue'] };
const fieldsOf = (_ns: string, name: string) => SCHEMAS[name] ?? [];
const jobs = [job('filter', [run({ id: 'f1' })]), job('copy', [run({ id: 'c1' })])];
const evidence = buildEvidenceIndex({ datasets: [], jobs });

describe('impact through INDIRECT uses', () => {
  // src.status filters every row of report (dataset-wide, INDIRECT); copy mirrors report column by column.
  const influencers = [indirectHop('src', 'status', 'report', null, 'filter')];
  const copies = SCHEMAS.report!.map((f) => directHop('report', f, 'mirror', f, 'copy'));

  it('reaches every output field of a dataset-wide INDIRECT dependency at its level, marked indirect, never as fields the value flows to', () => {
    const rows = buildImpact({ start: { namespace: NS, dataset: 'src' }, traces: [trace('status', [], influencers)], jobs, evidence, fieldsOf });
    const report = rows.find((r) => r.name === 'report');
    expect(report).toMatchObject({ kind: 'dataset', distance: 1, level: 'column', indirect: true, fields: [], indirectFields: ['day', 'region', 'revenue'] });
    expect(report?.path.map((s) => s.name)).toEqual(['src', 'filter', 'report']);
    expect(rows.find((r) => r.name === 'filter')).toMatchObject({
      kind: 'job',
      indirect: true,
      level: 'column',
      fields: [],
      indirectFields: ['day', 'region', 'revenue'],
    });
  });

  it('walks on from the indirectly reached fields along the hops the traces hold, still indirect', () => {
    const rows = buildImpact({
      start: { namespace: NS, dataset: 'src' },
      traces: [trace('status', [], influencers), trace('day', copies, [])],
      jobs,
      evidence,
      fieldsOf,
    });
    // `trace('day', …)` starts at src.day, not report: the copy hops are only reached through the filter.
    expect(rows.find((r) => r.name === 'mirror')).toMatchObject({ distance: 2, indirect: true, indirectFields: ['day', 'region', 'revenue'] });
    expect(rows.find((r) => r.name === 'copy')).toMatchObject({ distance: 2, indirect: true });
  });

  it('keeps a directly reached dataset direct, its other fields reached only indirectly listed apart', () => {
    const rows = buildImpact({
      start: { namespace: NS, dataset: 'src' },
      traces: [trace('status', [directHop('src', 'status', 'report', 'region', 'filter')], influencers)],
      jobs,
      evidence,
      fieldsOf,
    });
    expect(rows.find((r) => r.name === 'report')).toMatchObject({ indirect: false, fields: ['region'], indirectFields: ['day', 'revenue'] });
    expect(rows.find((r) => r.name === 'filter')).toMatchObject({ indirect: false, fields: ['region'], indirectFields: ['day', 'revenue'] });
  });

  it('with no schema loaded, lists the output itself at dataset level of detail', () => {
    const rows = buildImpact({ start: { namespace: NS, dataset: 'src' }, traces: [trace('status', [], influencers)], jobs, evidence });
    expect(rows.find((r) => r.name === 'report')).toMatchObject({ indirect: true, fields: [], indirectFields: [] });
  });

  it('says it in the CSV', () => {
    const rows = buildImpact({ start: { namespace: NS, dataset: 'src' }, traces: [trace('status', [], influencers)], jobs, evidence, fieldsOf });
    const [header, ...records] = parseCsv([...impactCsv(rows)].join(''));
    const report = records.find((r) => r[header!.indexOf('name')] === 'report')!;
    expect([report[header!.indexOf('indirect')], report[header!.indexOf('indirect_fields')], report[header!.indexOf('fields')]]).toEqual([
      'yes',
      'day; region; revenue',
      '',
    ]);
  });
});

describe('a columnLineage 1-2-0 dataset-wide INDIRECT input, traced down (spec-2026)', () => {
  const { datasets: D } = SPEC_2026;
  const snapshot = snapshotFromEvents(scenarioEvents('spec-2026') as Record<string, unknown>[]);
  const start = { namespace: D.dailySummary.namespace, dataset: D.dailySummary.name, field: 'order_date' };
  const down = traceField(snapshot, start, { direction: 'downstream' });
  const rows = buildImpact({
    start,
    traces: [down],
    jobs: [...snapshot.jobs.values()],
    evidence: buildEvidenceIndex({ datasets: [...snapshot.datasets.values()], jobs: [...snapshot.jobs.values()] }),
    fieldsOf: (namespace, name) => (snapshot.datasets.get(datasetNodeId({ namespace, name }))?.fields ?? []).map((f) => f.name),
  });

  it('lists the report the filter feeds, with every one of its fields at INDIRECT level', () => {
    const report = rows.find((r) => r.kind === 'dataset' && r.name === D.revenueReport.name);
    const schema = (snapshot.datasets.get(datasetNodeId(D.revenueReport))?.fields ?? []).map((f) => f.name).sort();
    expect(schema.length).toBeGreaterThan(0);
    expect(report).toMatchObject({ indirect: true, level: 'column', distance: 1 });
    expect([...(report?.fields ?? []), ...(report?.indirectFields ?? [])].sort()).toEqual(schema);
  });
});
