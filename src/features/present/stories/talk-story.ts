import { CONNECT_LINEAGE_PRODUCER } from '../../../domain/connect/connect-events.ts';
import type { Story } from '../story-schema.ts';
import { directionCode } from '../../../lib/direction-param.ts';

/*
 * The talk's live investigation, shipped with the demo. Ids repeat the talk scenario's names as plain strings
 * because src never imports mocks; mocks/stories/talk-story.test.ts fails if any of them drifts from the scenario.
 */
export const TALK_IDS = {
  postgresOrders: 'dataset:postgres://orders-db:5432:shop.public.orders',
  ordersTopic: 'dataset:kafka://broker:9092:shop.public.orders',
  ordersEnriched: 'dataset:s3://lakehouse:warehouse/lakehouse/orders_enriched',
  dailyRevenue: 'dataset:s3://lakehouse:warehouse/lakehouse/daily_revenue',
  ordersCdc: 'job:kafka-connect:orders-cdc',
  flinkEnrich: 'job:flink:orders-enrichment',
  sparkDailyRevenue: 'job:spark:daily_revenue.overwrite_partitions_dynamic',
  revenueReport: 'job:spark:revenue_report.append_data',
  revenueSummary: 'dataset:s3://lakehouse:warehouse/reporting/revenue_summary',
  fraudAlerts: 'dataset:kafka://broker:9092:fraud.alerts',
  ordersArchive: 'dataset:s3://raw-archive:topics/shop.public.orders',
  ordersArchiveJob: 'job:kafka-connect:orders-archive',
  totalRevenueUsd: 'datasetField:s3://lakehouse:warehouse/lakehouse/daily_revenue:total_revenue_usd',
  topicAmount: 'datasetField:kafka://broker:9092:shop.public.orders:amount',
} as const;

const I = TALK_IDS;

const SPEC = 'https://openlineage.io/spec';
const facet = (path: string, body: Record<string, unknown>) => ({ _producer: CONNECT_LINEAGE_PRODUCER, _schemaURL: `${SPEC}/facets/${path}`, ...body });
const ORDERS_TABLE = { namespace: 'postgres://orders-db:5432', name: 'shop.public.orders' };
const field = (name: string, type: string, description?: string) => ({ name, type, ...(description ? { description } : {}) });
/** The orders row as the registry's version 2 describes it, with amount in cents. */
const CENTS_FIELDS = [
  field('order_id', 'BIGINT'),
  field('customer_id', 'BIGINT'),
  field('amount', 'BIGINT', 'order amount in minor units (cents)'),
  field('currency', 'STRING', 'ISO 4217 code'),
  field('status', 'STRING'),
  field('created_at', 'TIMESTAMP'),
];
const identity = { type: 'DIRECT', subtype: 'IDENTITY', description: '', masking: false };
/**
 * The day's event, sent from the stage: connect-lineage's poll that saw the registry's version 2 of the orders
 * topic's schema, amount in cents (trimmed to the job, datasets, schemas and column lineage; the scenario's event has
 * the connector's config besides). A run id of its own: Marquez versions a dataset per run and schema, so the
 * bad day's run would fold it into that day's version instead of adding one now. Present mode stamps it with the
 * current time and posts it to the embedded emulator only.
 */
const CENTS_EVENT = {
  eventType: 'RUNNING',
  eventTime: '2026-11-24T09:12:00.000Z',
  producer: CONNECT_LINEAGE_PRODUCER,
  schemaURL: `${SPEC}/2-0-2/OpenLineage.json#/$defs/RunEvent`,
  run: { runId: '6c1f3a52-8d0e-4b7a-9f21-0d5e2b7c4a10' },
  job: {
    namespace: 'kafka-connect',
    name: 'orders-cdc',
    facets: {
      jobType: facet('2-0-4/JobTypeJobFacet.json#/$defs/JobTypeJobFacet', { processingType: 'STREAMING', integration: 'KAFKA_CONNECT', jobType: 'SOURCE' }),
    },
  },
  inputs: [{ ...ORDERS_TABLE, facets: { schema: facet('1-2-0/SchemaDatasetFacet.json#/$defs/SchemaDatasetFacet', { fields: CENTS_FIELDS }) } }],
  outputs: [
    {
      namespace: 'kafka://broker:9092',
      name: 'shop.public.orders',
      facets: {
        schema: facet('1-2-0/SchemaDatasetFacet.json#/$defs/SchemaDatasetFacet', { fields: CENTS_FIELDS }),
        columnLineage: facet('1-2-0/ColumnLineageDatasetFacet.json#/$defs/ColumnLineageDatasetFacet', {
          fields: Object.fromEntries(CENTS_FIELDS.map((f) => [f.name, { inputFields: [{ ...ORDERS_TABLE, field: f.name, transformations: [identity] }] }])),
        }),
      },
    },
  ],
};
// One focus and depth for the whole walk: the graph keeps its layout and only the camera moves between steps.
const base = { focus: I.dailyRevenue, depth: 4, direction: 'both' } as const;
const trace = { field: I.totalRevenueUsd, direction: directionCode('upstream') } as const;
// Only the summary is opened to its fields: the upstream tables have 14–20 columns and would shrink the camera.
const expanded = [I.dailyRevenue];
// The impact of the changed value, walked downstream from the topic.
const impact = {
  mode: 'trace',
  focus: I.ordersTopic,
  depth: 4,
  direction: 'both',
  trace: { field: I.topicAmount, direction: directionCode('downstream') },
} as const;

export const TALK_STORY: Story = {
  id: 'talk',
  title: 'Following a bad number across five engines',
  steps: [
    {
      title: 'The number is wrong',
      caption: "The revenue report's quality check failed: total_revenue_usd for Nov 24 is 100× too high. Spark only summed it — where did it come from?",
      view: {
        mode: 'graph',
        ...base,
        selected: I.dailyRevenue,
        // The failing table between the Spark job that wrote it and the report that reads it. The whole nine-stage
        // pipeline in one frame puts node names at ~6 px on a 1280×720 projector; each step frames three stages.
        camera: { fit: [I.sparkDailyRevenue, I.dailyRevenue, I.revenueReport] },
      },
      evidence: [{ kind: 'failed-check', dataset: I.dailyRevenue, on: '2026-11-24' }],
    },
    {
      title: 'Trace it back to Iceberg',
      caption: 'Spark reports column lineage: total_revenue_usd is an aggregation of orders_enriched.amount_usd.',
      view: {
        mode: 'trace',
        ...base,
        expanded,
        trace,
        camera: { fit: [I.dailyRevenue, I.sparkDailyRevenue, I.ordersEnriched] },
      },
    },
    {
      title: 'Flink reports no columns — its SQL does',
      caption: "The Flink SQL job reports dataset-level lineage only. Tributary reads the job's SQL and derives the columns: the trace stays column-level.",
      view: {
        mode: 'trace',
        ...base,
        expanded,
        trace,
        selected: I.flinkEnrich,
        camera: { fit: [I.ordersEnriched, I.flinkEnrich, I.ordersTopic] },
      },
    },
    {
      title: 'The Kafka topic',
      caption: 'amount_usd = amount × rate. The amount comes from the shop.public.orders topic.',
      view: {
        mode: 'trace',
        ...base,
        expanded,
        trace,
        selected: I.ordersTopic,
        camera: { fit: [I.flinkEnrich, I.ordersTopic] },
      },
    },
    {
      title: 'The source: dollars became cents',
      caption:
        "The topic's amount is the orders table's amount, column for column: connect-lineage read orders-cdc's config and the Schema Registry, whose new version that day made amount cents.",
      view: {
        mode: 'trace',
        ...base,
        expanded,
        trace,
        selected: I.ordersTopic,
        camera: { fit: [I.ordersTopic, I.ordersCdc, I.postgresOrders] },
      },
      // The topic's own versions back the claim: amount's old and new type, the run that carried it, the day.
      evidence: [{ kind: 'schema-change', field: I.topicAmount, on: '2026-11-24' }],
      action: { kind: 'post-lineage', label: "Send the day's event", events: [CENTS_EVENT] },
    },
    {
      title: 'What FLIP-314 would have shown',
      caption: "Flink's native lineage sees one job at a time: sources and sinks, no columns, nothing beyond the job.",
      view: {
        mode: 'flip314',
        ...base,
        trace,
        // The right pane frames the Flink job beside its island on the left, not the focus (daily_revenue).
        camera: { fit: [I.ordersTopic, I.flinkEnrich, I.ordersEnriched] },
      },
    },
    // The impact spans seven stages and three rows: no single frame shows it with names at 14 px on a 1280×720
    // projector, so it is told in three frames, each naming only what it shows.
    {
      title: 'The downstream impact',
      caption: 'Everything fed by the topic since the change is suspect: the fraud alerts and the lakehouse first.',
      // The topic lies a row below its readers once its fields are open: with it, the frame needs two parts at 1280×720.
      view: { ...impact, camera: { fit: [I.fraudAlerts, I.ordersEnriched] } },
    },
    {
      title: 'The impact: the archive',
      caption: 'The orders-archive connector copied every order to the raw archive in S3, field for field, cents included.',
      view: { ...impact, camera: { fit: [I.ordersArchiveJob, I.ordersArchive] } },
    },
    {
      title: 'The impact: the revenue report',
      caption: 'Through the lakehouse the cents reached daily revenue and the revenue report built on it.',
      view: { ...impact, camera: { fit: [I.dailyRevenue, I.revenueReport, I.revenueSummary] } },
    },
  ],
};
