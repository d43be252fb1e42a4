import { A, valueSubject, type Column } from './avro-builders.ts';
import type { CorpusCase, CorpusSubject, ExpectedColumns } from './corpus-types.ts';
import { ds } from './expected.ts';

/**
 * Shared by the "Twelve Days of Single Message Transforms" cases (confluentinc/demo-scene
 * kafka-connect-single-message-transforms/dayN.adoc): the demo's Kafka and MySQL, its JDBC sink's common keys, and
 * Voluble's generated records (every generated field an optional string in a `Gen0` record).
 */

export const KAFKA = 'kafka://broker:29092';
export const MYSQL = 'mysql://mysql:3306';
export const k = (topic: string) => ds(KAFKA, topic);
export const table = (t: string) => ds(MYSQL, `demo.${t}`);

export const optionalStrings = (fields: readonly string[]): Column[] => fields.map((f) => [f, A.string, true]);
export const generated = (topic: string, fields: readonly string[]): CorpusSubject => valueSubject(topic, 'Gen0', optionalStrings(fields));

const JDBC_SINK = {
  'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
  'connection.url': 'jdbc:mysql://mysql:3306/demo',
  'connection.user': 'mysqluser',
  'connection.password': 'mysqlpw',
  'tasks.max': '4',
  'auto.create': 'true',
  'auto.evolve': 'true',
};

export const TXN = ['cost', 'txn_date', 'card_type', 'customer_remarks', 'item'];
export const TXN_CC = ['cost', 'units', 'txn_date', 'cc_num', 'cc_exp', 'card_type', 'customer_remarks', 'item'];
export const SYS = ['amount', 'units', 'txn_date', 'product', 'source'];

/** A JDBC sink of the series: config on top of the common keys, the topics it read, the registry's subjects. */
export function jdbcSink(
  id: string,
  day: number,
  name: string,
  config: Record<string, string>,
  subjects: CorpusSubject[],
  expect: CorpusCase['expect'],
): CorpusCase {
  const topics = subjects.map((s) => s.subject.replace(/-value$/, ''));
  return {
    id,
    source: `confluentinc/demo-scene kafka-connect-single-message-transforms/day${day}.adoc`,
    kafka: KAFKA,
    connector: { name, type: 'sink', config: { ...JDBC_SINK, ...config }, topics },
    subjects,
    expect,
  };
}

export const exact = (inputs: string[], outputs: Record<string, ExpectedColumns | null>): CorpusCase['expect'] => ({ kind: 'exact', inputs, outputs });
