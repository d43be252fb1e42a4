import type { CorpusCase } from '../corpus-cases.ts';
import { copied, dataset, named } from './public-datasets.ts';

/** Hand-checked lineage of Apache Flink CDC's SQL tutorials (PROVENANCE.md), written from the SQL. */

const ORDER_COLUMNS = ['order_id', 'order_date', 'customer_name', 'price', 'product_id', 'order_status'];
const USER_COLUMNS = ['database_name', 'table_name', 'id', 'name', 'address', 'phone_number', 'email'];
// Iceberg's connector puts a table without 'catalog-database' in the database "default".
const ALL_USERS = '/tmp/iceberg/warehouse/default/all_users_sink';

export const FLINK_CDC_CASES: readonly CorpusCase[] = [
  {
    file: 'flink-cdc-streaming-etl.sql',
    shape: 'SQL client SET without quotes; mysql-cdc and postgres-cdc joined with o.* into Elasticsearch by position',
    job: {
      inputs: [
        dataset('mysql://localhost:3306', 'mydb.orders'),
        dataset('mysql://localhost:3306', 'mydb.products'),
        dataset('postgres://localhost:5432', 'postgres.public.shipments'),
      ],
      outputs: [dataset('elasticsearch://localhost:9200', 'enriched_orders')],
    },
    hops: [
      ...copied('enriched_orders', 'mydb.orders', ORDER_COLUMNS),
      'enriched_orders.product_name <- mydb.products.name DIRECT/IDENTITY',
      'enriched_orders.product_description <- mydb.products.description DIRECT/IDENTITY',
      ...copied('enriched_orders', 'postgres.public.shipments', ['shipment_id', 'origin', 'destination', 'is_arrived']),
      'enriched_orders <- mydb.orders.product_id INDIRECT/JOIN',
      'enriched_orders <- mydb.products.id INDIRECT/JOIN',
      'enriched_orders <- mydb.orders.order_id INDIRECT/JOIN',
      'enriched_orders <- postgres.public.shipments.order_id INDIRECT/JOIN',
    ],
    outputs: ['elasticsearch://localhost:9200/enriched_orders'],
  },
  {
    file: 'flink-cdc-data-lake.sql',
    shape: 'SELECT * with METADATA VIRTUAL columns from sharded mysql-cdc tables into an iceberg-connector table (Hadoop catalog type)',
    job: { inputs: [named('user_source')], outputs: [dataset('file', ALL_USERS)] },
    hops: copied(ALL_USERS, 'user_source', USER_COLUMNS),
    outputs: [`file/${ALL_USERS}`],
  },
];
