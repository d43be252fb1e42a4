import { runEvent, type DatasetInEvent } from '../kit/events.ts';
import { facetsOf } from '../kit/facets.ts';
import { at } from '../kit/time.ts';
import { datasetEntry, datasetInput, facets2026 } from './facets-2026.ts';
import { SPEC_2026 } from './names.ts';
import { CATALOG_PRODUCER, jobEvent } from './static-events.ts';

/** Airflow's OpenLineage provider, as it names itself. */
export const AIRFLOW_PRODUCER = 'https://github.com/apache/airflow/tree/providers-openlineage/2.3.0';

const { datasets: d, jobs, runs } = SPEC_2026;
const f = facetsOf(AIRFLOW_PRODUCER);
const n = facets2026(AIRFLOW_PRODUCER);
const airflowTask = f.jobType('BATCH', 'AIRFLOW', 'TASK');

const schemaOf = (...fields: [string, string][]) => f.schema(fields.map(([name, type]) => ({ name, type })));
const ordersSchema = schemaOf(['order_id', 'INTEGER'], ['customer_id', 'INTEGER'], ['amount', 'DECIMAL(12,2)'], ['status', 'VARCHAR'], ['order_date', 'DATE']);
const summarySchema = schemaOf(['order_date', 'DATE'], ['region', 'VARCHAR'], ['total', 'DECIMAL(14,2)']);
const idValue = schemaOf(['id', 'INTEGER'], ['value', 'VARCHAR']);

/** One task run: START, then COMPLETE `minutes` later; `complete` adds facets the run learnt by its end. */
function taskRun(
  runId: string,
  job: { namespace: string; name: string },
  day: string,
  time: string,
  minutes: number,
  io: { inputs: DatasetInEvent[]; outputs: DatasetInEvent[] },
  facets: { job?: Record<string, unknown>; run?: Record<string, unknown>; complete?: Record<string, unknown> } = {},
): Record<string, unknown>[] {
  const start = at(day, time);
  const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
  const jobFacets = { jobType: airflowTask, ...facets.job };
  return [
    runEvent({ eventType: 'START', eventTime: start, producer: AIRFLOW_PRODUCER, runId, runFacets: facets.run, job: { ...job, facets: jobFacets }, ...io }),
    runEvent({
      eventType: 'COMPLETE',
      eventTime: end,
      producer: AIRFLOW_PRODUCER,
      runId,
      runFacets: facets.run,
      job: { ...job, facets: { ...jobFacets, ...facets.complete } },
      ...io,
    }),
  ];
}

const upstreamOf = (job: { namespace: string; name: string }, runId: string) => ({
  job: { namespace: job.namespace, name: job.name },
  run: { runId },
  dependency_type: 'DIRECT_INVOCATION',
  sequence_trigger_rule: 'FINISH_TO_START',
  status_trigger_rule: 'EXECUTE_ON_SUCCESS',
});

/**
 * The nightly warehouse DAG (2026-11-22): extract (a STREAM topic into staging), load (with observed explicit
 * lineage, job tags and scheduling dependencies), and a bulk job whose lineage facet states two of its four
 * input × output pairs. At 02:30 a catalog's JobEvent declares load's lineage, which disagrees with what the run saw.
 */
export function warehouseJobEvents(): Record<string, unknown>[] {
  const day = '2026-11-22';
  const extract = taskRun(
    runs.extract,
    jobs.extract,
    day,
    '01:00:00',
    10,
    {
      inputs: [{ ...d.orderEvents, facets: { datasetType: n.datasetType('STREAM') } }],
      outputs: [{ ...d.stagingOrders, facets: { schema: ordersSchema, datasetType: n.datasetType('TABLE') } }],
    },
    { job: { tags: n.jobTags([{ key: 'team', value: 'ingest', source: 'USER' }]) } },
  );
  const loadIo = {
    inputs: [{ ...d.stagingOrders }, { ...d.customers }, { ...d.fxRates }],
    outputs: [{ ...d.dailySummary, facets: { schema: summarySchema, datasetType: n.datasetType('TABLE') } }],
  };
  // What the run saw: staging orders and customers feed the summary; fx_rates was read but fed nothing.
  const observed = n.lineageJob([
    datasetEntry(
      d.dailySummary,
      [datasetInput(d.stagingOrders), datasetInput(d.customers), datasetInput(d.stagingOrders, 'status', [{ type: 'INDIRECT', subtype: 'FILTER' }])],
      {
        order_date: [datasetInput(d.stagingOrders, 'order_date', [{ type: 'DIRECT', subtype: 'IDENTITY' }])],
        region: [datasetInput(d.customers, 'region', [{ type: 'DIRECT', subtype: 'IDENTITY' }])],
        total: [datasetInput(d.stagingOrders, 'amount', [{ type: 'DIRECT', subtype: 'AGGREGATION', description: 'sum(amount)' }])],
      },
    ),
  ]);
  const load = taskRun(runs.load, jobs.load, day, '02:00:00', 20, loadIo, {
    job: {
      tags: n.jobTags([
        { key: 'team', value: 'finance', source: 'USER' },
        { key: 'tier', value: 'gold', source: 'AIRFLOW' },
      ]),
    },
    run: {
      jobDependencies: n.jobDependencies({
        upstream: [upstreamOf(jobs.extract, runs.extract)],
        downstream: [
          {
            job: { ...jobs.report },
            dependency_type: 'IMPLICIT_DEPENDENCY',
            sequence_trigger_rule: 'FINISH_TO_START',
            status_trigger_rule: 'EXECUTE_ON_SUCCESS',
          },
        ],
        trigger_rule: 'ALL_SUCCESS',
      }),
    },
    complete: { lineage: observed },
  });
  // What the catalog says the job is designed to do: staging orders and fx_rates feed the summary.
  const declared = facets2026(CATALOG_PRODUCER).lineageJob([
    datasetEntry(d.dailySummary, [datasetInput(d.stagingOrders), datasetInput(d.fxRates)], {
      total: [datasetInput(d.stagingOrders, 'amount', [{ type: 'DIRECT', subtype: 'AGGREGATION' }])],
    }),
  ]);
  const declaration = jobEvent(
    at(day, '02:30:00'),
    CATALOG_PRODUCER,
    { ...jobs.load, facets: { lineage: declared } },
    loadIo.inputs,
    loadIo.outputs.map((o) => ({ namespace: o.namespace, name: o.name })),
  );
  // The guide's bulk ETL: a reads into c, b into d; the event lists all four, the facet states the two real edges.
  const bulk = taskRun(
    runs.bulk,
    jobs.bulk,
    day,
    '03:00:00',
    15,
    {
      inputs: [
        { ...d.tableA, facets: { schema: idValue } },
        { ...d.tableB, facets: { schema: idValue } },
      ],
      outputs: [
        { ...d.tableC, facets: { schema: idValue } },
        { ...d.tableD, facets: { schema: idValue } },
      ],
    },
    {
      run: { tags: n.runTags([{ key: 'trigger', value: 'backfill', source: 'AIRFLOW' }]) },
      complete: { lineage: n.lineageJob([datasetEntry(d.tableC, [datasetInput(d.tableA)]), datasetEntry(d.tableD, [datasetInput(d.tableB)])]) },
    },
  );
  return [...extract, ...load, declaration, ...bulk];
}
