import { runEvent } from '../kit/events.ts';
import { facetsOf, from } from '../kit/facets.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { at } from '../kit/time.ts';
import { datasetEntry, datasetInput, facets2026, jobEntry, jobInput } from './facets-2026.ts';
import { SPEC_2026 } from './names.ts';

const { datasets: d, jobs, runs, catalog } = SPEC_2026;

/**
 * Spark's report (2026-11-22 04:00): the Iceberg table by location with a TABLE symlink and a `catalog` facet naming
 * every field of the schema, and column lineage 1-2-0 whose INDIRECT filter and group-by inputs sit in the
 * dataset-wide `dataset` list (Spark with `columnLineage.datasetLineageEnabled=true`).
 */
function reportEvents(): Record<string, unknown>[] {
  const f = facetsOf(PRODUCERS.spark);
  const n = facets2026(PRODUCERS.spark);
  const job = {
    ...jobs.report,
    facets: {
      jobType: f.jobType('BATCH', 'SPARK', 'SQL_JOB'),
      sql: f.sql('SELECT region, sum(total) AS revenue FROM daily_summary WHERE order_date >= current_date - 7 GROUP BY region'),
    },
  };
  const runFacets = {
    processing_engine: f.processingEngine('spark', '3.5.4', '1.52.0'),
    jobDependencies: n.jobDependencies({
      upstream: [{ job: { ...jobs.load }, run: { runId: runs.load }, dependency_type: 'IMPLICIT_DEPENDENCY', sequence_trigger_rule: 'FINISH_TO_START' }],
    }),
  };
  const input = {
    ...d.dailySummary,
    facets: {
      schema: f.schema([
        { name: 'order_date', type: 'date' },
        { name: 'region', type: 'string' },
        { name: 'total', type: 'decimal(14,2)' },
      ]),
    },
  };
  const output = {
    ...d.revenueReport,
    facets: {
      schema: f.schema([
        { name: 'region', type: 'string' },
        { name: 'revenue', type: 'decimal(16,2)' },
      ]),
      symlinks: f.symlinks([{ namespace: catalog.uri, name: catalog.table, type: 'TABLE' }]),
      catalog: n.catalog({
        framework: 'iceberg',
        type: 'rest',
        name: catalog.name,
        metadataUri: catalog.uri,
        warehouseUri: 's3://lake/warehouse',
        source: 'spark',
        catalogProperties: { 'io-impl': 'org.apache.iceberg.aws.s3.S3FileIO', prefix: 'analytics' },
      }),
      storage: f.storage('iceberg', 'parquet'),
      datasetType: n.datasetType('TABLE'),
      columnLineage: f.columnLineage(
        {
          region: [from(d.dailySummary, 'region', 'DIRECT', 'IDENTITY')],
          revenue: [from(d.dailySummary, 'total', 'DIRECT', 'AGGREGATION', 'sum(total)')],
        },
        [from(d.dailySummary, 'order_date', 'INDIRECT', 'FILTER'), from(d.dailySummary, 'region', 'INDIRECT', 'GROUP_BY')],
      ),
    },
  };
  const event = (eventType: 'START' | 'COMPLETE', time: string) =>
    runEvent({
      eventType,
      eventTime: at('2026-11-22', time),
      producer: PRODUCERS.spark,
      runId: runs.report,
      runFacets,
      job,
      inputs: [input],
      outputs: [output],
    });
  return [event('START', '04:00:00'), event('COMPLETE', '04:06:00')];
}

/**
 * The churn model (2026-11-23): training reads the view and writes a MODEL dataset, and hands the model in memory to
 * scoring — job-to-job flow with no dataset between, stated as a JOB entry on the training run's lineage facet.
 */
function modelEvents(): Record<string, unknown>[] {
  const producer = PRODUCERS.pythonClient;
  const f = facetsOf(producer);
  const n = facets2026(producer);
  const train = (eventType: 'START' | 'COMPLETE', time: string) =>
    runEvent({
      eventType,
      eventTime: at('2026-11-23', time),
      producer,
      runId: runs.train,
      job: {
        ...jobs.train,
        facets:
          eventType === 'COMPLETE'
            ? {
                lineage: n.lineageJob([
                  datasetEntry(d.churnModel, [datasetInput(d.customerView)]),
                  jobEntry(jobs.score, [jobInput(jobs.train, runs.train)], runs.score),
                ]),
              }
            : {},
      },
      inputs: [{ ...d.customerView }],
      outputs: [{ ...d.churnModel, facets: { datasetType: n.datasetType('MODEL') } }],
    });
  const score = (eventType: 'START' | 'COMPLETE', time: string) =>
    runEvent({
      eventType,
      eventTime: at('2026-11-23', time),
      producer,
      runId: runs.score,
      job: { ...jobs.score, facets: {} },
      inputs: [{ ...d.customers }],
      outputs: [
        {
          ...d.customerScores,
          facets: {
            schema: f.schema([
              { name: 'customer_id', type: 'INTEGER' },
              { name: 'churn_score', type: 'DOUBLE' },
            ]),
            datasetType: n.datasetType('TABLE'),
          },
        },
      ],
    });
  return [train('START', '05:00:00'), train('COMPLETE', '05:40:00'), score('START', '06:00:00'), score('COMPLETE', '06:05:00')];
}

export function lakeJobEvents(): Record<string, unknown>[] {
  return [...reportEvents(), ...modelEvents()];
}
