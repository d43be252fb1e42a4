import { A, valueSubject, type Column } from './avro-builders.ts';
import type { CorpusCase } from './corpus-types.ts';
import { ds, same } from './expected.ts';

/**
 * confluentinc/cp-demo: the Wikipedia server-sent-events source and the Elasticsearch sink of ksqlDB's WIKIPEDIABOT
 * stream, both with the credentials of a secured cluster (basic auth user info, SASL JAAS, truststore password).
 */

const KAFKA = 'kafka://kafka1:10091';
const k = (topic: string) => ds(KAFKA, topic);

/** A field of the recent-change schema (scripts/connectors/media-wiki-RecentChange-event.reference.schema.json). */
const opt = (name: string, type: Column[1]): Column => [name, type, true];
const struct = (name: string, fields: string[]) =>
  opt(
    name,
    A.record(
      `KsqlDataSourceSchema_${name}`,
      fields.map((f) => opt(f, A.long)),
    ),
  );

/**
 * WIKIPEDIABOT = `SELECT *, (length->new - length->old) AS BYTECHANGE FROM wikipedia` (scripts/ksqlDB/statements.sql):
 * ksqlDB upper-cases the names; the source's FromJson excluded `$schema` and `log_params`.
 */
const WIKIPEDIABOT: Column[] = [
  opt(
    'META',
    A.record(
      'KsqlDataSourceSchema_META',
      ['URI', 'REQUEST_ID', 'ID', 'DT', 'DOMAIN', 'STREAM'].map((f) => opt(f, A.string)),
    ),
  ),
  opt('ID', A.long),
  opt('TYPE', A.string),
  opt('TITLE', A.string),
  opt('NAMESPACE', A.long),
  opt('COMMENT', A.string),
  opt('PARSEDCOMMENT', A.string),
  opt('TIMESTAMP', A.long),
  opt('USER', A.string),
  opt('BOT', A.boolean),
  opt('SERVER_URL', A.string),
  opt('SERVER_NAME', A.string),
  opt('SERVER_SCRIPT_PATH', A.string),
  opt('WIKI', A.string),
  opt('MINOR', A.boolean),
  opt('PATROLLED', A.boolean),
  struct('LENGTH', ['OLD', 'NEW']),
  struct('REVISION', ['NEW', 'OLD']),
  opt('LOG_ID', A.long),
  opt('LOG_TYPE', A.string),
  opt('LOG_ACTION', A.string),
  opt('LOG_ACTION_COMMENT', A.string),
  opt('BYTECHANGE', A.long),
];
const leaves = (cols: readonly Column[]): string[] =>
  cols.flatMap(([name, type]) => {
    const inner = Array.isArray(type) ? undefined : typeof type === 'object' ? (type.fields as { name: string }[] | undefined) : undefined;
    return inner ? inner.map((f) => `${name}.${f.name}`) : [name];
  });

const SECURED_REGISTRY = {
  'value.converter': 'io.confluent.connect.avro.AvroConverter',
  'value.converter.schema.registry.url': 'https://schemaregistry:8085',
  'value.converter.schema.registry.ssl.truststore.location': '/etc/kafka/secrets/kafka.client.truststore.jks',
  'value.converter.schema.registry.ssl.truststore.password': 'confluent',
  'value.converter.basic.auth.credentials.source': 'USER_INFO',
  'value.converter.basic.auth.user.info': 'connectorSA:connectorSA',
};
const jaas =
  'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required username="connectorSA" password="connectorSA" metadataServerUrls="https://kafka1:8091,https://kafka2:8092";';

export const CP_DEMO_CASES: CorpusCase[] = [
  {
    id: 'cp-demo-elasticsearch-index-map',
    source: 'confluentinc/cp-demo scripts/connectors/submit_elastic_sink_config.sh',
    kafka: KAFKA,
    connector: {
      name: 'elasticsearch-ksqldb',
      type: 'sink',
      config: {
        'connector.class': 'io.confluent.connect.elasticsearch.ElasticsearchSinkConnector',
        topics: 'WIKIPEDIABOT',
        'topic.index.map': 'WIKIPEDIABOT:wikipediabot',
        'connection.url': 'http://elasticsearch:9200',
        'type.name': '_doc',
        'key.ignore': 'true',
        'key.converter.schema.registry.url': 'https://schemaregistry:8085',
        ...SECURED_REGISTRY,
        'consumer.override.sasl.jaas.config': jaas,
        'schema.ignore': 'true',
      },
      topics: ['WIKIPEDIABOT'],
    },
    subjects: [valueSubject('WIKIPEDIABOT', 'KsqlDataSourceSchema', WIKIPEDIABOT, 'io.confluent.ksql.avro_schemas')],
    expect: {
      kind: 'exact',
      inputs: [k('WIKIPEDIABOT')],
      outputs: { [ds('elasticsearch://elasticsearch:9200', 'wikipediabot')]: same(k('WIKIPEDIABOT'), leaves(WIKIPEDIABOT)) },
    },
  },
  {
    id: 'cp-demo-wikipedia-sse-source',
    source: 'confluentinc/cp-demo scripts/connectors/submit_wikipedia_sse_config.sh',
    kafka: KAFKA,
    connector: {
      name: 'wikipedia-sse',
      type: 'source',
      config: {
        'connector.class': 'com.github.cjmatta.kafka.connect.sse.ServerSentEventsSourceConnector',
        'sse.uri': 'https://stream.wikimedia.org/v2/stream/recentchange',
        topic: 'wikipedia.parsed',
        transforms: 'extractData, parseJSON',
        'transforms.extractData.type': 'org.apache.kafka.connect.transforms.ExtractField$Value',
        'transforms.extractData.field': 'data',
        'transforms.parseJSON.type': 'com.github.jcustenborder.kafka.connect.json.FromJson$Value',
        'transforms.parseJSON.json.exclude.locations': '#/properties/log_params,#/properties/$schema,#/$schema',
        'transforms.parseJSON.json.schema.location': 'Url',
        'transforms.parseJSON.json.schema.url':
          'https://raw.githubusercontent.com/wikimedia/mediawiki-event-schemas/master/jsonschema/mediawiki/recentchange/1.0.0.json',
        'transforms.parseJSON.json.schema.validation.enabled': 'false',
        ...SECURED_REGISTRY,
        'producer.override.sasl.jaas.config': jaas,
        'tasks.max': '1',
      },
      topics: ['wikipedia.parsed'],
    },
    subjects: [],
    // An HTTP event stream in, a topic out, through a class the mapping cannot know: said, nothing guessed.
    expect: { kind: 'unsupported', reason: /not known/, mayName: [k('wikipedia.parsed')] },
  },
];
