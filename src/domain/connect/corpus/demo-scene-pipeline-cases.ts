import { A, valueSubject, type Column } from './avro-builders.ts';
import type { CorpusCase } from './corpus-types.ts';
import { changed, ds, same } from './expected.ts';

/**
 * demo-scene pipelines outside the SMT series: kafka-to-elasticsearch/README.adoc (sinks created from ksqlDB with
 * `CREATE SINK CONNECTOR`, over the ksqlDB stream TEST02) and gcp-pipeline/env-data/connect_sink_gcs.sh.
 */

const KAFKA = 'kafka://broker:29092';
const k = (topic: string) => ds(KAFKA, topic);
const ES = 'elasticsearch://elasticsearch:9200';
const README = 'confluentinc/demo-scene kafka-to-elasticsearch/README.adoc';

/** `CREATE STREAM TEST02 (COL0 VARCHAR KEY, COL1 INT, ORDER_TS_EPOCH BIGINT, SHIP_TS_STR VARCHAR)`, Avro value. */
const TEST02: Column[] = [
  ['COL1', A.int, true],
  ['ORDER_TS_EPOCH', A.long, true],
  ['SHIP_TS_STR', A.string, true],
];
const TEST02_SUBJECT = valueSubject('test02', 'KsqlDataSourceSchema', TEST02, 'io.confluent.ksql.avro_schemas');
const ES_SINK = {
  'connector.class': 'io.confluent.connect.elasticsearch.ElasticsearchSinkConnector',
  'connection.url': 'http://elasticsearch:9200',
  'key.converter': 'org.apache.kafka.connect.storage.StringConverter',
  'type.name': '_doc',
  topics: 'test02',
};
const esCase = (id: string, name: string, config: Record<string, string>, expect: CorpusCase['expect']): CorpusCase => ({
  id,
  source: README,
  kafka: KAFKA,
  connector: { name, type: 'sink', config: { ...ES_SINK, ...config }, topics: ['test02'] },
  subjects: [TEST02_SUBJECT],
  expect,
});

/** gcp-pipeline's ENVIRONMENT_DATA: the ksqlDB stream that unifies the flood-monitoring topics (Avro, upper-cased). */
const ENVIRONMENT_DATA = ['STATIONREFERENCE', 'EAREGIONNAME', 'LABEL', 'LAT', 'LONG', 'READING_TS', 'PARAMETERNAME', 'READING_VALUE', 'UNITNAME'];
const NUMERIC = new Set(['LAT', 'LONG', 'READING_VALUE']);

export const DEMO_SCENE_PIPELINE_CASES: CorpusCase[] = [
  esCase(
    'es-timestamp-converter',
    'SINK_ELASTIC_TEST_02_C',
    {
      'value.converter': 'io.confluent.connect.avro.AvroConverter',
      'value.converter.schema.registry.url': 'http://schema-registry:8081',
      'key.ignore': 'false',
      'schema.ignore': 'false',
      transforms: 'setTimestampType0',
      'transforms.setTimestampType0.type': 'org.apache.kafka.connect.transforms.TimestampConverter$Value',
      'transforms.setTimestampType0.field': 'ORDER_TS_EPOCH',
      'transforms.setTimestampType0.target.type': 'Timestamp',
    },
    {
      kind: 'exact',
      inputs: [k('test02')],
      outputs: {
        [ds(ES, 'test02')]: { ...same(k('test02'), ['COL1', 'SHIP_TS_STR']), ORDER_TS_EPOCH: [changed(k('test02'), 'ORDER_TS_EPOCH', 'transformed')] },
      },
    },
  ),
  esCase(
    'es-regex-router-index',
    'SINK_ELASTIC_TEST_04',
    {
      'key.ignore': 'true',
      'schema.ignore': 'true',
      transforms: 'changeIndexname',
      'transforms.changeIndexname.type': 'org.apache.kafka.connect.transforms.RegexRouter',
      'transforms.changeIndexname.regex': '(.*)02',
      'transforms.changeIndexname.replacement': 'foo-$1',
    },
    // The README's `_cat/indices` shows foo-test.
    { kind: 'exact', inputs: [k('test02')], outputs: { [ds(ES, 'foo-test')]: same(k('test02'), ['COL1', 'ORDER_TS_EPOCH', 'SHIP_TS_STR']) } },
  ),
  esCase(
    'es-timestamp-router-index',
    'SINK_ELASTIC_TEST_05',
    {
      'key.ignore': 'true',
      'schema.ignore': 'true',
      transforms: 'appendTimestampToIX',
      'transforms.appendTimestampToIX.type': 'org.apache.kafka.connect.transforms.TimestampRouter',
      'transforms.appendTimestampToIX.topic.format': '${topic}-${timestamp}',
      'transforms.appendTimestampToIX.timestamp.format': 'yyyy-MM-dd',
    },
    // One index per day of the records (test02-2020-05-01, …).
    { kind: 'unsupported', reason: /TimestampRouter|timestamp/i, mayName: [k('test02')] },
  ),
  {
    id: 'gcs-sink-environment-data',
    source: 'confluentinc/demo-scene gcp-pipeline/env-data/connect_sink_gcs.sh',
    kafka: 'kafka://localhost:9092',
    connector: {
      name: 'sink_gcs_environment-data',
      type: 'sink',
      config: {
        'connector.class': 'io.confluent.connect.gcs.GcsSinkConnector',
        'key.converter': 'org.apache.kafka.connect.storage.StringConverter',
        'value.converter': 'io.confluent.connect.avro.AvroConverter',
        'value.converter.schema.registry.url': 'http://schema-registry:8081',
        'tasks.max': '1',
        topics: 'ENVIRONMENT_DATA',
        'gcs.bucket.name': 'rmoff-environment-data',
        'gcs.part.size': '5242880',
        'flush.size': '16',
        'gcs.credentials.path': '/root/creds/gcp_creds.json',
        'storage.class': 'io.confluent.connect.gcs.storage.GcsStorage',
        'format.class': 'io.confluent.connect.gcs.format.json.JsonFormat',
        'partitioner.class': 'io.confluent.connect.storage.partitioner.DefaultPartitioner',
        'confluent.topic.bootstrap.servers': 'localhost:9092',
        'confluent.topic.replication.factor': '1',
      },
      topics: ['ENVIRONMENT_DATA'],
    },
    subjects: [
      valueSubject(
        'ENVIRONMENT_DATA',
        'KsqlDataSourceSchema',
        ENVIRONMENT_DATA.map((f): Column => [f, NUMERIC.has(f) ? A.double : A.string, true]),
        'io.confluent.ksql.avro_schemas',
      ),
    ],
    expect: {
      kind: 'exact',
      inputs: [ds('kafka://localhost:9092', 'ENVIRONMENT_DATA')],
      outputs: { [ds('gs://rmoff-environment-data', 'topics/ENVIRONMENT_DATA')]: same(ds('kafka://localhost:9092', 'ENVIRONMENT_DATA'), ENVIRONMENT_DATA) },
    },
  },
];
