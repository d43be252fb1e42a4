import { describe, expect, it } from 'vitest';
import type { MqJob, MqRun } from '../marquez-shapes.ts';
import type { DerivedSqlLineage } from './derived-types.ts';
import { enrichEvent, SQL_LINEAGE_PRODUCER } from './enrich-event.ts';

const K = 'kafka://broker:9092';
const job: MqJob = {
  id: { namespace: 'flink', name: 'j' },
  namespace: 'flink',
  name: 'j',
  type: 'STREAM',
  description: 'enriches orders',
  location: 'https://git.example/j.sql',
  labels: ['JOB', 'FLINK'],
  facets: {},
};
const derived: DerivedSqlLineage = {
  parser: 'test',
  outputs: [
    {
      namespace: K,
      name: 'out',
      fields: {
        total: [
          { namespace: K, name: 'in', field: 'amount', transformations: [{ type: 'DIRECT', subtype: 'AGGREGATION', description: null, masking: false }] },
        ],
      },
      dataset: [{ namespace: K, name: 'in', field: 'id', transformations: [{ type: 'INDIRECT', subtype: 'GROUP_BY', description: null, masking: false }] }],
    },
    { namespace: K, name: 'elsewhere', fields: {}, dataset: [] },
  ],
  unmapped: [],
  unsupported: [],
};
const base = (run: MqRun) =>
  enrichEvent({
    job,
    run,
    inputs: [{ namespace: K, name: 'in', fields: [{ name: 'amount', type: 'DOUBLE' }] }],
    outputs: [{ namespace: K, name: 'out', fields: [{ name: 'total', type: 'DOUBLE', description: 'sum' }] }],
    derived,
    eventTime: '2026-11-26T00:00:00.000Z',
  });

describe('enrichEvent', () => {
  it('a RUNNING run gets a RUNNING event; a finished one an event without eventType, so Marquez keeps its state', () => {
    expect(base({ id: 'r1', state: 'RUNNING' }).event.eventType).toBe('RUNNING');
    expect('eventType' in base({ id: 'r1', state: 'COMPLETED' }).event).toBe(false);
  });

  it("carries the run's inputs and outputs with their schemas, and the derived facet without nulls", () => {
    const { event } = base({ id: 'r1', state: 'RUNNING' });
    expect(event).toMatchObject({ producer: SQL_LINEAGE_PRODUCER, run: { runId: 'r1' }, inputs: [{ name: 'in' }], outputs: [{ name: 'out' }] });
    const out = (event.outputs as { facets: Record<string, Record<string, unknown>> }[])[0]?.facets;
    expect(out?.schema?.fields).toEqual([{ name: 'total', type: 'DOUBLE', description: 'sum' }]);
    expect(out?.columnLineage).toMatchObject({
      _producer: SQL_LINEAGE_PRODUCER,
      fields: {
        total: { inputFields: [{ namespace: K, name: 'in', field: 'amount', transformations: [{ type: 'DIRECT', subtype: 'AGGREGATION', masking: false }] }] },
      },
      dataset: [{ field: 'id', transformations: [{ type: 'INDIRECT', subtype: 'GROUP_BY', masking: false }] }],
    });
    expect(JSON.stringify(out?.columnLineage)).not.toContain('null');
  });

  it("re-sends the job's type, description and location, which Marquez rewrites from every event", () => {
    const facets = (base({ id: 'r1', state: 'RUNNING' }).event.job as { facets: Record<string, Record<string, unknown>> }).facets;
    expect(facets.jobType).toMatchObject({ processingType: 'STREAMING', integration: 'FLINK', jobType: 'JOB' });
    expect(facets.documentation).toMatchObject({ description: 'enriches orders' });
    expect(facets.sourceCodeLocation).toMatchObject({ url: 'https://git.example/j.sql' });
  });

  it('says what Marquez will not keep: an output the run does not write, an input it does not read', () => {
    const { notes } = base({ id: 'r1', state: 'RUNNING' });
    expect(notes).toEqual(['derived output kafka://broker:9092/elsewhere is not an output of the run: not sent']);
    const stranger = enrichEvent({
      job,
      run: { id: 'r', state: 'RUNNING' },
      inputs: [],
      outputs: [{ namespace: K, name: 'out', fields: [] }],
      derived,
      eventTime: 't',
    });
    expect(stranger.notes).toContain('input kafka://broker:9092/in is not a dataset of the run: Marquez keeps no column lineage row for it');
    expect(stranger.notes).toContain("kafka://broker:9092/out has no schema in Marquez: Marquez stores column lineage only for fields in the event's schema");
  });
});
