import { evidenceFacetsOf } from '../kit/evidence-facets.ts';
import { facetsOf } from '../kit/facets.ts';
import { runEvent, type EventType } from '../kit/events.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { seededUuid } from '../kit/seeded-uuid.ts';
import { at, HOUR } from '../kit/time.ts';
import { TALK } from './names.ts';
import { FLINK1_ORDERS, FLINK_SQL_FX_RATES, FLINK_SQL_ORDERS, FRAUD_ALERTS, ORDERS_ENRICHED_FLINK } from './schemas.ts';

type Event = Record<string, unknown>;
const { datasets: D, aliases: A, jobs: J, days } = TALK;

/** Flink's `checkpoints` run facet, counted from the run's start so repeated builds give equal numbers. */
function checkpoints(sinceStartMs: number): Record<string, number> {
  const total = Math.floor(sinceStartMs / (5 * 60_000));
  return { completed: total - Math.floor(total / 500), failed: Math.floor(total / 500), 'in-progress': 1, restored: 0, total };
}

const f1 = facetsOf(PRODUCERS.flink1Old);

/** The stop-with-savepoint that upgraded fraud-detector: Flink reports FINISHED, i.e. COMPLETE. */
export const FRAUD_DETECTOR_UPGRADE_AT = '2026-11-22T14:00:00.000Z';

function fraudEvent(eventType: EventType, eventTime: string, runId: string, startedAt: string): Event {
  const runFacets: Record<string, unknown> = {
    processing_engine: f1.processingEngine('flink', '1.18.1', '1.8.0'),
    flink_job: f1.custom({ jobId: seededUuid(`flink-job:${runId}`).replaceAll('-', '') }),
  };
  if (eventType === 'RUNNING') runFacets.checkpoints = f1.custom(checkpoints(Date.parse(eventTime) - Date.parse(startedAt)));
  return runEvent({
    eventType,
    eventTime,
    producer: PRODUCERS.flink1Old,
    runId,
    runFacets,
    // This listener predates the jobType facet, so Marquez files the job as BATCH and draws its edges only after a
    // terminal event (docs/marquez-behaviours.md#job-versions-and-current-edges-emulator-issue-14): the savepoint stop
    // provides one.
    job: { ...J.fraudDetector },
    inputs: [{ ...D.ordersTopic, facets: { schema: f1.schema(FLINK1_ORDERS) } }],
    outputs: [{ ...D.fraudAlerts, facets: { schema: f1.schema(FRAUD_ALERTS) } }],
  });
}

/** Flink 1 DataStream job `fraud-detector`: orders topic → `fraud.alerts`, upgraded once via stop-with-savepoint. */
export function fraudDetectorEvents(): Event[] {
  const run1 = seededUuid('talk:fraud-detector:run-1');
  const run2 = seededUuid('talk:fraud-detector:run-2');
  const start1 = at(days[0], '00:01:00');
  const start2 = at('2026-11-22', '14:03:00');
  const out: Event[] = [fraudEvent('START', start1, run1, start1)];
  for (const day of days) {
    const t = at(day, '12:00:00');
    out.push(t < FRAUD_DETECTOR_UPGRADE_AT ? fraudEvent('RUNNING', t, run1, start1) : fraudEvent('RUNNING', t, run2, start2));
  }
  out.push(fraudEvent('COMPLETE', FRAUD_DETECTOR_UPGRADE_AT, run1, start1));
  out.push(fraudEvent('START', start2, run2, start2));
  return out;
}

const f2 = facetsOf(PRODUCERS.flink2);

/**
 * `openlineage.job.owners.team: streaming-platform` in the Flink 2 listener's configuration: the job's `ownership`
 * facet on every event. fraud-detector's 1.8.0 listener predates job ownership (OpenLineage 1.13), so it has none.
 * Neither Flink integration sends statistics facets.
 */
const ENRICHMENT_OWNERSHIP = evidenceFacetsOf(PRODUCERS.flink2).jobOwnership([{ name: 'streaming-platform', type: 'team' }]);

export const ORDERS_ENRICHMENT_SQL = `INSERT INTO lakehouse.orders_enriched
SELECT
  o.order_id,
  o.customer_id,
  CAST(o.created_at AS DATE) AS order_date,
  CASE o.currency WHEN 'USD' THEN 'NA' WHEN 'CAD' THEN 'NA' WHEN 'EUR' THEN 'EU' WHEN 'GBP' THEN 'EU' ELSE 'APAC' END AS region,
  o.amount,
  o.currency,
  r.rate AS fx_rate,
  o.amount * r.rate AS amount_usd,
  o.status,
  o.created_at
FROM orders AS o
JOIN fx_rates FOR SYSTEM_TIME AS OF o.created_at AS r
  ON o.currency = r.currency`;

function enrichmentEvent(eventType: EventType, eventTime: string, runId: string, startedAt: string): Event {
  const runFacets: Record<string, unknown> = {
    processing_engine: f2.processingEngine('flink', '2.1.0', '1.52.0'),
    flink_job: f2.custom({ jobId: seededUuid(`flink-job:${runId}`).replaceAll('-', '') }),
  };
  if (eventType === 'RUNNING') runFacets.checkpoints = f2.custom(checkpoints(Date.parse(eventTime) - Date.parse(startedAt)));
  return runEvent({
    eventType,
    eventTime,
    producer: PRODUCERS.flink2,
    runId,
    runFacets,
    job: {
      ...J.ordersEnrichment,
      facets: {
        jobType: f2.jobType('STREAMING', 'FLINK', 'JOB'),
        sql: f2.sql(ORDERS_ENRICHMENT_SQL, 'flink'),
        sourceCodeLocation: f2.sourceCodeLocation({
          type: 'git',
          url: 'https://github.com/example-shop/streaming-jobs/blob/main/sql/orders-enrichment.sql',
          repoUrl: 'https://github.com/example-shop/streaming-jobs',
          path: 'sql/orders-enrichment.sql',
          branch: 'main',
        }),
        ownership: ENRICHMENT_OWNERSHIP,
      },
    },
    // The Flink 2 tracker's checkpoint events carry no datasets, and Marquez clears a job's current edges on any event
    // without inputs/outputs (docs/marquez-behaviours.md#run-events-step-by-step step 8); these RUNNING events keep
    // them, as Flink 1's do.
    inputs: [
      { ...D.ordersTopic, facets: { schema: f2.schema(FLINK_SQL_ORDERS), symlinks: f2.symlinks([{ ...A.ordersTopicFlinkTable, type: 'TABLE' }]) } },
      { ...D.fxRates, facets: { schema: f2.schema(FLINK_SQL_FX_RATES), symlinks: f2.symlinks([{ ...A.fxRatesFlinkTable, type: 'TABLE' }]) } },
    ],
    // Named by table location only, like Flink 1's Iceberg sink (no catalog facet, no symlink): this is the
    // identity Spark's location naming matches. No columnLineage: Flink reports none
    // (docs/openlineage-facets.md#column-lineage-by-engine).
    outputs: [{ ...D.ordersEnriched, facets: { schema: f2.schema(ORDERS_ENRICHED_FLINK) } }],
  });
}

/** Flink SQL job `orders-enrichment`: orders + fx_rates topics → Iceberg `orders_enriched`, one long run. */
export function ordersEnrichmentEvents(): Event[] {
  const runId = seededUuid('talk:orders-enrichment:run-1');
  const start = at(days[0], '00:02:00');
  const out: Event[] = [enrichmentEvent('START', start, runId, start)];
  for (const day of days) {
    out.push(enrichmentEvent('RUNNING', at(day, '12:30:00'), runId, start));
    out.push(enrichmentEvent('RUNNING', new Date(Date.parse(at(day, '12:30:00')) + 8 * HOUR).toISOString(), runId, start));
  }
  return out;
}
