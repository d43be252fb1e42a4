import { A, envelopeSubject, type Column } from './avro-builders.ts';
import type { CorpusSubject } from './corpus-types.ts';

/**
 * The `inventory` database of Debezium's tutorial images (debezium/container-images examples/{mysql,postgres}/3.7/
 * inventory.sql, debezium-examples tutorial/debezium-sqlserver-init/inventory.sql), column by column, with the Avro
 * type Debezium gives each SQL type. The example variants that alter it (kstreams-live-update, postgres-toast, …)
 * are in the case modules.
 */

const products = (weight: Column[1]): Column[] => [
  ['id', A.int],
  ['name', A.string],
  ['description', A.string, true],
  ['weight', weight, true],
];
const productsOnHand: Column[] = [
  ['product_id', A.int],
  ['quantity', A.int],
];
const customers: Column[] = [
  ['id', A.int],
  ['first_name', A.string],
  ['last_name', A.string],
  ['email', A.string],
];
const orders = (key: string): Column[] => [
  [key, A.int],
  ['order_date', A.date],
  ['purchaser', A.int],
  ['quantity', A.int],
  ['product_id', A.int],
];
const geom: Column[] = [
  ['id', A.int],
  ['g', A.geometry],
  ['h', A.geometryRef, true],
];

export const MYSQL_INVENTORY: Readonly<Record<string, Column[]>> = {
  addresses: [
    ['id', A.int],
    ['customer_id', A.int],
    ['street', A.string],
    ['city', A.string],
    ['state', A.string],
    ['zip', A.string],
    ['type', A.enumOf(['SHIPPING', 'BILLING', 'LIVING'])],
  ],
  customers,
  geom,
  orders: orders('order_number'),
  products: products(A.float),
  products_on_hand: productsOnHand,
};

/** PostgreSQL `inventory` schema: FLOAT is double precision, orders' key is `id`. */
export const PG_INVENTORY: Readonly<Record<string, Column[]>> = {
  customers,
  geom,
  orders: orders('id'),
  products: products(A.double),
  products_on_hand: productsOnHand,
};

export const SQLSERVER_INVENTORY: Readonly<Record<string, Column[]>> = {
  customers,
  orders: orders('id'),
  products: products(A.double),
  products_on_hand: productsOnHand,
};

/** kstreams-live-update replaces the tutorial's orders and adds categories (mysql-db/, postgres-db/schema-update.sql). */
export const LIVE_UPDATE: Readonly<Record<string, Column[]>> = {
  orders: [
    ['id', A.int],
    ['ts', A.zonedTimestamp],
    ['purchaser_id', A.int],
    ['product_id', A.int],
    ['category_id', A.long],
    ['quantity', A.int],
    ['sales_price', A.long],
  ],
  categories: [
    ['id', A.long],
    ['name', A.string],
    ['average_price', A.long, true],
  ],
};

/** Column names of a table, as an engineer lists them for the expectations. */
export const names = (columns: readonly Column[]): string[] => columns.map(([n]) => n);

/** Envelope subjects for `topicOf(table)` of every table, their schemas named `logicalOf(table)`. */
export function envelopes(
  tables: Readonly<Record<string, Column[]>>,
  connector: 'mysql' | 'postgresql' | 'sqlserver',
  topicOf: (table: string) => string,
  logicalOf: (table: string) => string = topicOf,
): CorpusSubject[] {
  return Object.entries(tables).map(([table, columns]) => envelopeSubject(topicOf(table), connector, columns, logicalOf(table)));
}
