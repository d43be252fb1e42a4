/**
 * The real-streams scenario's names: event patterns of real deployments, all jobs in one job namespace, where
 * Marquez's job-version model hides edges that ran (docs/marquez-behaviours.md "Job versions and current edges").
 * Kafka Connect (lifecycle SMT) → Kafka → Flink DataStream → Iceberg ← Spark backfill; Flink Table API fx rates;
 * Spark daily revenue reading Iceberg.
 */
import { seededUuid } from '../kit/seeded-uuid.ts';

const ns = {
  /** The one job namespace every job reports into. */
  jobs: 'streaming-platform',
  postgres: 'postgres://payments-db:5432',
  kafka: 'kafka://broker:9092',
  archive: 's3://archive',
  lakehouse: 'iceberg://lakehouse',
} as const;

const datasets = {
  paymentsTable: { namespace: ns.postgres, name: 'shop.public.payments' },
  refundsTable: { namespace: ns.postgres, name: 'shop.public.refunds' },
  paymentsTopic: { namespace: ns.kafka, name: 'payments' },
  fxRatesTopic: { namespace: ns.kafka, name: 'fx-rates' },
  paymentsArchive: { namespace: ns.archive, name: 'payments/2026' },
  paymentsEnriched: { namespace: ns.lakehouse, name: 'lake.payments_enriched' },
  fxRates: { namespace: ns.lakehouse, name: 'lake.fx_rates' },
  refunds: { namespace: ns.lakehouse, name: 'lake.refunds' },
  revenueSummary: { namespace: ns.lakehouse, name: 'lake.revenue_summary' },
  /** The auction topics a multi-topic sink connector copies to the lake, one table per topic. */
  bidsTopic: { namespace: ns.kafka, name: 'auction.bids' },
  auctionOrdersTopic: { namespace: ns.kafka, name: 'auction.orders' },
  bidsTable: { namespace: ns.lakehouse, name: 'lake.bids' },
  auctionOrdersTable: { namespace: ns.lakehouse, name: 'lake.orders' },
} as const;

const jobs = {
  /** Kafka Connect through a lifecycle SMT: STREAMING, one RUNNING event a day, never a START. */
  paymentsCdc: { namespace: ns.jobs, name: 'payments-cdc' },
  /** Flink DataStream with the OpenLineage listener: STREAMING; its run ends with a minimal ABORT. */
  paymentsEnricher: { namespace: ns.jobs, name: 'payments-enricher' },
  /** Flink Table API sending its own events without a jobType facet: Marquez files it BATCH; never finishes. */
  fxRatesSync: { namespace: ns.jobs, name: 'fx-rates-sync' },
  /** Spark batch: the second writer of `lake.payments_enriched`. */
  paymentsBackfill: { namespace: ns.jobs, name: 'payments-backfill' },
  /** Spark batch, daily; reads `lake.refunds` only in its first three runs. */
  dailyRevenue: { namespace: ns.jobs, name: 'daily-revenue' },
  /** Spark batch: the writer of `lake.refunds`. */
  refundsLoader: { namespace: ns.jobs, name: 'refunds-loader' },
  /**
   * Kafka Connect Iceberg sink over two topics (one table each), through the lifecycle SMT: its events list both
   * topics as inputs and both tables as outputs, i.e. all-to-all lineage across unrelated data.
   */
  auctionSink: { namespace: ns.jobs, name: 'auction-sink' },
} as const;

const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'] as const;
type Day = (typeof days)[number];

/** Run ids: one long run per streaming job, one per Spark run (`dailyRevenue` by day). */
const runs = {
  paymentsCdc: seededUuid('real-streams:payments-cdc:run-1'),
  paymentsEnricher: seededUuid('real-streams:payments-enricher:run-1'),
  fxRatesSync: seededUuid('real-streams:fx-rates-sync:run-1'),
  paymentsBackfill: seededUuid('real-streams:payments-backfill:run-1'),
  refundsLoader: seededUuid('real-streams:refunds-loader:run-1'),
  auctionSink: seededUuid('real-streams:auction-sink:run-1'),
  dailyRevenue: Object.fromEntries(days.map((d) => [d, seededUuid(`real-streams:daily-revenue:${d}`)])) as Readonly<Record<Day, string>>,
} as const;

type Ref = { readonly namespace: string; readonly name: string };

/** An edge that ran but that Marquez's current `/lineage` does not draw, and why. */
export interface RealStreamsDroppedEdge {
  job: Ref;
  dataset: Ref;
  direction: 'input' | 'output';
  lastRunId: string;
  /** eventTime of the last event of that run that named the dataset. */
  lastSeen: string;
  why: 'streaming-abort-without-datasets' | 'batch-run-never-done' | 'later-version-without-it';
}

const droppedEdges: readonly RealStreamsDroppedEdge[] = [
  {
    job: jobs.paymentsEnricher,
    dataset: datasets.paymentsTopic,
    direction: 'input',
    lastRunId: runs.paymentsEnricher,
    lastSeen: '2026-11-21T12:00:00.000Z',
    why: 'streaming-abort-without-datasets',
  },
  {
    job: jobs.paymentsEnricher,
    dataset: datasets.paymentsEnriched,
    direction: 'output',
    lastRunId: runs.paymentsEnricher,
    lastSeen: '2026-11-21T12:00:00.000Z',
    why: 'streaming-abort-without-datasets',
  },
  {
    job: jobs.fxRatesSync,
    dataset: datasets.fxRatesTopic,
    direction: 'input',
    lastRunId: runs.fxRatesSync,
    lastSeen: '2026-11-21T08:00:00.000Z',
    why: 'batch-run-never-done',
  },
  {
    job: jobs.fxRatesSync,
    dataset: datasets.fxRates,
    direction: 'output',
    lastRunId: runs.fxRatesSync,
    lastSeen: '2026-11-21T08:00:00.000Z',
    why: 'batch-run-never-done',
  },
  {
    job: jobs.dailyRevenue,
    dataset: datasets.refunds,
    direction: 'input',
    lastRunId: runs.dailyRevenue['2026-11-22'],
    lastSeen: '2026-11-22T04:15:00.000Z',
    why: 'later-version-without-it',
  },
];

export const REAL_STREAMS = {
  namespaces: ns,
  datasets,
  jobs,
  days,
  runs,
  /** payments-enricher's last event: an ABORT with no inputs and no outputs. */
  enricherAbortAt: '2026-11-22T10:00:00.000Z',
  /** fx-rates-sync's last event (RUNNING); its run never gets a final event. */
  fxRatesSyncLastEventAt: '2026-11-21T08:00:00.000Z',
  /** The newest event of the scenario (payments-cdc's last RUNNING). */
  newestEventAt: '2026-11-24T06:00:00.000Z',
  /** The first day daily-revenue no longer reads `lake.refunds`. */
  refundsDroppedFrom: '2026-11-23',
  /** Edges Marquez's `/lineage` hides although runs read or wrote them. */
  droppedEdges,
  /** RUNNING runs whose last event is more than 24 h older than the newest event. */
  staleRuns: [{ job: jobs.fxRatesSync, runId: runs.fxRatesSync, state: 'RUNNING', lastEventTime: '2026-11-21T08:00:00.000Z' }],
  /** Writers of `lake.payments_enriched` that actually ran; Marquez draws only the backfill. */
  paymentsEnrichedWriters: [jobs.paymentsEnricher, jobs.paymentsBackfill],
  /** Where the backward trace starts: the Spark summary's revenue. */
  traceStart: { namespace: datasets.revenueSummary.namespace, dataset: datasets.revenueSummary.name, field: 'revenue_usd' },
  /** The only output that carries `columnLineage`. */
  columnLineageOutputs: [datasets.revenueSummary],
} as const;
