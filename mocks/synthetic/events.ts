import { facetsOf, type InputFieldSpec } from '../scenarios/kit/facets.ts';
import { runEvent, type DatasetInEvent, type EventType } from '../scenarios/kit/events.ts';
import { PRODUCERS } from '../scenarios/kit/producers.ts';
import { seededUuid } from '../scenarios/kit/seeded-uuid.ts';
import type { LineagePlan, PlannedColumnInput, PlannedJob, SyntheticEngine } from './plan.ts';

const ENGINE = {
  spark: { producer: PRODUCERS.spark, integration: 'SPARK', jobType: 'SQL_JOB', engine: ['spark', '3.5.3'] },
  flink: { producer: PRODUCERS.flink2, integration: 'FLINK', jobType: 'JOB', engine: ['flink', '2.1.0'] },
  dbt: { producer: 'https://github.com/OpenLineage/OpenLineage/tree/1.52.0/integration/dbt', integration: 'DBT', jobType: 'MODEL', engine: ['dbt', '1.10.4'] },
} as const satisfies Record<SyntheticEngine, unknown>;

function columnInputs(plan: LineagePlan, inputs: readonly PlannedColumnInput[], withTransformations: boolean): InputFieldSpec[] {
  return inputs.map((x) => {
    const ds = plan.datasets[x.dataset];
    const base = { namespace: ds?.namespace ?? '', name: ds?.name ?? '', field: x.field };
    // dbt's SQL parser fills inputFields only (docs/openlineage-facets.md#column-lineage-by-engine); Spark adds typed
    // transformations.
    return withTransformations ? { ...base, transformations: [{ type: x.type, subtype: x.subtype, description: '', masking: false }] } : base;
  });
}

/** START (optional) and COMPLETE events of one planned job, shaped like its engine's integration. */
export function jobEvents(
  plan: LineagePlan,
  job: PlannedJob,
  index: number,
  seed: string | number,
  startMs: number,
  withStart: boolean,
): Record<string, unknown>[] {
  const e = ENGINE[job.engine];
  const f = facetsOf(e.producer);
  const runId = seededUuid(`synthetic:${seed}:run:${index}`);
  const inputs: DatasetInEvent[] = job.inputs.map((i) => {
    const d = plan.datasets[i];
    return { namespace: d?.namespace ?? '', name: d?.name ?? '', facets: { schema: f.schema(d?.fields ?? []) } };
  });
  const outputs: DatasetInEvent[] = job.outputs.map((o) => {
    const d = plan.datasets[o];
    const facets: Record<string, unknown> = { schema: f.schema(d?.fields ?? []) };
    const cll = job.columnLineage?.get(o);
    if (cll) {
      const typed = job.engine !== 'dbt';
      facets.columnLineage = f.columnLineage(
        Object.fromEntries([...cll.fields].map(([name, ins]) => [name, columnInputs(plan, ins, typed)])),
        typed ? columnInputs(plan, cll.dataset, true) : [],
      );
    }
    return { namespace: d?.namespace ?? '', name: d?.name ?? '', facets };
  });
  const make = (eventType: EventType, ms: number) =>
    runEvent({
      eventType,
      eventTime: new Date(ms).toISOString(),
      producer: e.producer,
      runId,
      runFacets: { processing_engine: f.processingEngine(e.engine[0], e.engine[1], '1.52.0') },
      job: { namespace: job.namespace, name: job.name, facets: { jobType: f.jobType('BATCH', e.integration, e.jobType) } },
      inputs,
      outputs,
    });
  return withStart ? [make('START', startMs), make('COMPLETE', startMs + 1000)] : [make('COMPLETE', startMs + 1000)];
}
