import type { CorpusCase, CorpusSubject } from './corpus-types.ts';
import { ds } from './expected.ts';

/**
 * What Debezium's examples share: the tutorial's Kafka (`kafka:9092`) and the connection keys most examples copy
 * from the tutorial's MySQL and PostgreSQL registrations (each case spreads them and adds its own keys).
 */

export const KAFKA = 'kafka://kafka:9092';
export const k = (topic: string) => ds(KAFKA, topic);

export const MYSQL_CONNECTION: Readonly<Record<string, string>> = {
  'connector.class': 'io.debezium.connector.mysql.MySqlConnector',
  'tasks.max': '1',
  'database.hostname': 'mysql',
  'database.port': '3306',
  'database.user': 'debezium',
  'database.password': 'dbz',
  'database.server.id': '184054',
  'topic.prefix': 'dbserver1',
  'schema.history.internal.kafka.bootstrap.servers': 'kafka:9092',
  'schema.history.internal.kafka.topic': 'schema-changes.inventory',
};

export const PG_CONNECTION: Readonly<Record<string, string>> = {
  'connector.class': 'io.debezium.connector.postgresql.PostgresConnector',
  'tasks.max': '1',
  'database.hostname': 'postgres',
  'database.port': '5432',
  'database.user': 'postgres',
  'database.password': 'postgres',
  'database.dbname': 'postgres',
  'topic.prefix': 'dbserver1',
};

/** One debezium-examples case on the tutorial's Kafka. */
export function dbzCase(id: string, path: string, connector: CorpusCase['connector'], subjects: CorpusSubject[], expect: CorpusCase['expect']): CorpusCase {
  return { id, source: `debezium/debezium-examples ${path}`, kafka: KAFKA, connector, subjects, expect };
}
