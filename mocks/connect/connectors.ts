import type { StandInConnector, StandInSubject } from './connector-types.ts';
import { BROKEN_AVRO, CUSTOMERS_JSON_SCHEMA, ORDERS_VALUE_AVRO, PAGEVIEWS_AVRO, PRODUCTS_ENVELOPE_AVRO, USERS_PROTO } from './schemas.ts';
import {
  CUSTOM_SINK,
  CUSTOMERS_TABULAR_ICEBERG,
  ORDERS_ARCHIVE,
  ORDERS_TO_WAREHOUSE,
  PAGEVIEWS_AZURE,
  PAGEVIEWS_GCS,
  PRODUCTS_ICEBERG,
  PRODUCTS_SEARCH,
  SESSIONS_SINK_FAILED,
} from './sink-connectors.ts';
import { CATALOG_CDC, ERP_CDC, INVENTORY_CDC, ORDERS_CDC, PAGEVIEWS_MIRROR, USERS_JDBC_SOURCE } from './source-connectors.ts';

/**
 * The stand-in cluster's connectors: real configurations from public documentation and examples, adapted to one
 * shop (PROVENANCE.md lists the source of each), kept in source-connectors.ts and sink-connectors.ts. The talk's two
 * Kafka Connect jobs come first. Tests and scenarios import every connector from here.
 */

export type { StandInConnector, StandInSubject } from './connector-types.ts';
export * from './sink-connectors.ts';
export * from './source-connectors.ts';

export const TALK_CONNECTORS: readonly StandInConnector[] = [ORDERS_CDC, ORDERS_ARCHIVE];

export const DEMO_CONNECTORS: readonly StandInConnector[] = [
  ...TALK_CONNECTORS,
  INVENTORY_CDC,
  ERP_CDC,
  CATALOG_CDC,
  USERS_JDBC_SOURCE,
  ORDERS_TO_WAREHOUSE,
  PRODUCTS_ICEBERG,
  CUSTOMERS_TABULAR_ICEBERG,
  PRODUCTS_SEARCH,
  PAGEVIEWS_GCS,
  PAGEVIEWS_AZURE,
  PAGEVIEWS_MIRROR,
  SESSIONS_SINK_FAILED,
  CUSTOM_SINK,
];

const avro = (subject: string, schema: unknown, id: number): StandInSubject => ({ subject, schema: JSON.stringify(schema), version: 1, id });

export const TALK_SUBJECTS: readonly StandInSubject[] = [avro('shop.public.orders-value', ORDERS_VALUE_AVRO, 1)];

export const DEMO_SUBJECTS: readonly StandInSubject[] = [
  ...TALK_SUBJECTS,
  avro('inventory.inventory.products-value', PRODUCTS_ENVELOPE_AVRO, 2),
  { subject: 'erp.customers-value', schemaType: 'JSON', schema: JSON.stringify(CUSTOMERS_JSON_SCHEMA), version: 3, id: 3 },
  { subject: 'legacy-users-value', schemaType: 'PROTOBUF', schema: USERS_PROTO, version: 1, id: 4 },
  avro('pageviews-value', PAGEVIEWS_AVRO, 5),
  { subject: 'sessions-value', schema: BROKEN_AVRO, version: 1, id: 6 },
];
