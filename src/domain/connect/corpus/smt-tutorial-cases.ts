import { A, valueSubject, type Column } from './avro-builders.ts';
import type { CorpusCase, CorpusSubject } from './corpus-types.ts';
import { changed, ds, same } from './expected.ts';
import { exact, generated, jdbcSink, k, KAFKA, optionalStrings, table, TXN } from './smt-tutorial-helpers.ts';

/**
 * Robin Moffatt's "Twelve Days of Single Message Transforms", days 1 to 8: the SMTs people copy, on generated data
 * and on the demo's MySQL `demo` database.
 */

/** Day 2: the demo's `customers` table through the JDBC source (the value record is named after the table). */
const CUSTOMERS_ROW: Column[] = [
  ['id', A.int, true],
  ['full_name', A.string, true],
  ['birthdate', { type: 'int', 'connect.version': 1, 'connect.name': 'org.apache.kafka.connect.data.Date', logicalType: 'date' }, true],
  ['fav_animal', A.string, true],
  ['fav_colour', A.string, true],
  ['fav_movie', A.string, true],
];
function jdbcSource(n: '01' | '02', transforms: Record<string, string>): CorpusCase {
  const topic = `mysql-${n}-customers`;
  return {
    id: `smt-day2-jdbc-source-${n}`,
    source: 'confluentinc/demo-scene kafka-connect-single-message-transforms/day2.adoc',
    kafka: KAFKA,
    connector: {
      name: `source-jdbc-mysql-${n}`,
      type: 'source',
      config: {
        'connector.class': 'io.confluent.connect.jdbc.JdbcSourceConnector',
        'connection.url': 'jdbc:mysql://mysql:3306/demo',
        'connection.user': 'mysqluser',
        'connection.password': 'mysqlpw',
        'topic.prefix': `mysql-${n}-`,
        'poll.interval.ms': '1000',
        'tasks.max': '1',
        'table.whitelist': 'customers',
        mode: 'incrementing',
        'incrementing.column.name': 'id',
        'validate.non.null': 'false',
        ...transforms,
      },
      topics: [topic],
    },
    subjects: [valueSubject(topic, 'customers', CUSTOMERS_ROW)],
    expect: exact([table('customers')], {
      [k(topic)]: same(
        table('customers'),
        CUSTOMERS_ROW.map(([c]) => c),
      ),
    }),
  };
}

/** Day 3: the ksqlDB stream CUSTOMERS (`ID BIGINT KEY, FULL_NAME VARCHAR, ADDRESS STRUCT<…>`), value in Avro. */
const ADDRESS = ['STREET', 'CITY', 'COUNTY_OR_STATE', 'ZIP_OR_POSTCODE'];
const DAY3_CUSTOMERS: CorpusSubject = valueSubject(
  'day3-customers',
  'KsqlDataSourceSchema',
  [
    ['FULL_NAME', A.string, true],
    ['ADDRESS', A.record('KsqlDataSourceSchema_ADDRESS', optionalStrings(ADDRESS)), true],
  ],
  'io.confluent.ksql.avro_schemas',
);

export const SMT_TUTORIAL_CASES: CorpusCase[] = [
  {
    id: 'smt-day1-s3-insert-format-ts',
    source: 'confluentinc/demo-scene kafka-connect-single-message-transforms/day1.adoc',
    kafka: KAFKA,
    connector: {
      name: 'sink-s3-00',
      type: 'sink',
      config: {
        'connector.class': 'io.confluent.connect.s3.S3SinkConnector',
        'storage.class': 'io.confluent.connect.s3.storage.S3Storage',
        's3.region': 'us-west-2',
        's3.bucket.name': 'rmoff-smt-demo-01',
        topics: 'customers,transactions',
        'tasks.max': '4',
        'flush.size': '16',
        'format.class': 'io.confluent.connect.s3.format.json.JsonFormat',
        'schema.generator.class': 'io.confluent.connect.storage.hive.schema.DefaultSchemaGenerator',
        'schema.compatibility': 'NONE',
        'partitioner.class': 'io.confluent.connect.storage.partitioner.DefaultPartitioner',
        transforms: 'insertTS,formatTS',
        'transforms.insertTS.type': 'org.apache.kafka.connect.transforms.InsertField$Value',
        'transforms.insertTS.timestamp.field': 'messageTS',
        'transforms.formatTS.type': 'org.apache.kafka.connect.transforms.TimestampConverter$Value',
        'transforms.formatTS.format': 'yyyy-MM-dd HH:mm:ss:SSS',
        'transforms.formatTS.field': 'messageTS',
        'transforms.formatTS.target.type': 'string',
      },
      topics: ['customers', 'transactions'],
    },
    subjects: [
      valueSubject('customers', 'Gen0', [
        ['name', A.string, true],
        ['email', A.string, true],
        ['location', A.record('Gen1', optionalStrings(['city', 'planet'])), true],
      ]),
      generated('transactions', ['customer_id', 'cost', 'card_type', 'item']),
    ],
    // messageTS is the record's timestamp, from no field: it has no column lineage.
    expect: exact([k('customers'), k('transactions')], {
      [ds('s3://rmoff-smt-demo-01', 'topics/customers')]: same(k('customers'), ['name', 'email', 'location.city', 'location.planet']),
      [ds('s3://rmoff-smt-demo-01', 'topics/transactions')]: same(k('transactions'), ['customer_id', 'cost', 'card_type', 'item']),
    }),
  },
  jdbcSink(
    'smt-day1-jdbc-insert-ts',
    1,
    'sink-jdbc-mysql-00',
    {
      topics: 'transactions',
      transforms: 'insertTS',
      'transforms.insertTS.type': 'org.apache.kafka.connect.transforms.InsertField$Value',
      'transforms.insertTS.timestamp.field': 'messageTS',
    },
    [generated('transactions', ['customer_id', 'cost', 'card_type', 'item'])],
    exact([k('transactions')], { [table('transactions')]: same(k('transactions'), ['customer_id', 'cost', 'card_type', 'item']) }),
  ),
  jdbcSource('01', {
    transforms: 'copyIdToKey',
    'transforms.copyIdToKey.type': 'org.apache.kafka.connect.transforms.ValueToKey',
    'transforms.copyIdToKey.fields': 'id',
  }),
  jdbcSource('02', {
    transforms: 'copyIdToKey,extractKeyFromStruct',
    'transforms.copyIdToKey.type': 'org.apache.kafka.connect.transforms.ValueToKey',
    'transforms.copyIdToKey.fields': 'id',
    'transforms.extractKeyFromStruct.type': 'org.apache.kafka.connect.transforms.ExtractField$Key',
    'transforms.extractKeyFromStruct.field': 'id',
  }),
  jdbcSink(
    'smt-day3-flatten',
    3,
    'sink-jdbc-mysql-day3-customers-00',
    {
      topics: 'day3-customers',
      transforms: 'flatten',
      'transforms.flatten.type': 'org.apache.kafka.connect.transforms.Flatten$Value',
      'transforms.flatten.delimiter': '_',
    },
    [DAY3_CUSTOMERS],
    exact([k('day3-customers')], {
      [table('day3-customers')]: {
        FULL_NAME: [`${k('day3-customers')} FULL_NAME`],
        ...Object.fromEntries(ADDRESS.map((a) => [`ADDRESS_${a}`, [`${k('day3-customers')} ADDRESS.${a}`]])),
      },
    }),
  ),
  jdbcSink(
    'smt-day5-mask-field',
    5,
    'sink-jdbc-mysql-day5-person-01',
    {
      topics: 'day5-01-person',
      transforms: 'maskAddress',
      'transforms.maskAddress.type': 'org.apache.kafka.connect.transforms.MaskField$Value',
      'transforms.maskAddress.fields': 'fullAddress',
      'transforms.maskAddress.replacement': '[❌redacted❌]',
    },
    [generated('day5-01-person', ['firstName', 'lastName', 'fullAddress', 'phone_num', 'cc_num', 'cc_exp'])],
    exact([k('day5-01-person')], {
      [table('day5-01-person')]: {
        ...same(k('day5-01-person'), ['firstName', 'lastName', 'phone_num', 'cc_num', 'cc_exp']),
        fullAddress: [changed(k('day5-01-person'), 'fullAddress', 'masked')],
      },
    }),
  ),
  {
    id: 'smt-day5-voluble-source',
    source: 'confluentinc/demo-scene kafka-connect-single-message-transforms/day5.adoc',
    kafka: KAFKA,
    connector: {
      name: 'source-voluble-datagen-day5-01',
      type: 'source',
      config: {
        'connector.class': 'io.mdrogalis.voluble.VolubleSourceConnector',
        'genkp.day5-01-person.with': '#{Internet.uuid}',
        'genv.day5-01-person.firstName.with': '#{Address.firstName}',
        'genv.day5-01-person.lastName.with': '#{Address.lastName}',
        'genv.day5-01-person.fullAddress.with': '#{Address.fullAddress}',
        'genv.day5-01-person.phone_num.with': '#{PhoneNumber.phoneNumber}',
        'genv.day5-01-person.cc_num.with': '#{Business.creditCardNumber}',
        'genv.day5-01-person.cc_exp.with': '#{Business.creditCardExpiry}',
        'topic.day5-01-person.throttle.ms': '500',
        transforms: 'maskCC',
        'transforms.maskCC.type': 'org.apache.kafka.connect.transforms.MaskField$Value',
        'transforms.maskCC.fields': 'cc_num,cc_exp',
        'transforms.maskCC.replacement': '<masked>',
      },
      topics: ['day5-01-person'],
    },
    subjects: [generated('day5-01-person', ['firstName', 'lastName', 'fullAddress', 'phone_num', 'cc_num', 'cc_exp'])],
    // A data generator: nothing is read, and its class is not one the mapping can know.
    expect: { kind: 'unsupported', reason: /not known/, mayName: [k('day5-01-person')] },
  },
  jdbcSink(
    'smt-day6-insert-partition-offset-topic',
    6,
    'sink-jdbc-mysql-day6-00',
    {
      topics: 'day6-transactions',
      transforms: 'insertPartition,insertOffset,insertTopic',
      'transforms.insertPartition.type': 'org.apache.kafka.connect.transforms.InsertField$Value',
      'transforms.insertPartition.partition.field': 'kafkaPartition',
      'transforms.insertOffset.type': 'org.apache.kafka.connect.transforms.InsertField$Value',
      'transforms.insertOffset.offset.field': 'kafkaOffset',
      'transforms.insertTopic.type': 'org.apache.kafka.connect.transforms.InsertField$Value',
      'transforms.insertTopic.topic.field': 'kafkaTopic',
    },
    // The source connector's InsertField put sourceSystem and ingestAgent into the topic's schema.
    [generated('day6-transactions', ['cost', 'card_type', 'item', 'sourceSystem', 'ingestAgent'])],
    exact([k('day6-transactions')], {
      [table('day6-transactions')]: same(k('day6-transactions'), ['cost', 'card_type', 'item', 'sourceSystem', 'ingestAgent']),
    }),
  ),
  jdbcSink(
    'smt-day7-timestamp-router',
    7,
    'sink-jdbc-mysql-day7-00',
    {
      topics: 'day7-transactions',
      transforms: 'addTimestampToTopic',
      'transforms.addTimestampToTopic.type': 'org.apache.kafka.connect.transforms.TimestampRouter',
      'transforms.addTimestampToTopic.topic.format': '${topic}_${timestamp}',
      'transforms.addTimestampToTopic.timestamp.format': 'YYYY-MM-dd',
    },
    [generated('day7-transactions', TXN)],
    // One table per day of the records' timestamps (day7-transactions_2020-12-14, …): not known from the config.
    { kind: 'unsupported', reason: /TimestampRouter|timestamp/i, mayName: [k('day7-transactions')] },
  ),
  jdbcSink(
    'smt-day8-timestamp-converter',
    8,
    'sink-jdbc-mysql-day8-01',
    {
      topics: 'day8-transactions',
      transforms: 'convertTS,changeTopic',
      'transforms.convertTS.type': 'org.apache.kafka.connect.transforms.TimestampConverter$Value',
      'transforms.convertTS.field': 'txn_date',
      'transforms.convertTS.format': 'EEE MMM dd HH:mm:ss zzz yyyy',
      'transforms.convertTS.target.type': 'Timestamp',
      'transforms.changeTopic.type': 'org.apache.kafka.connect.transforms.RegexRouter',
      'transforms.changeTopic.regex': '(.*)',
      'transforms.changeTopic.replacement': '$1_withTS',
    },
    [generated('day8-transactions', TXN)],
    exact([k('day8-transactions')], {
      [table('day8-transactions_withTS')]: {
        ...same(k('day8-transactions'), ['cost', 'card_type', 'customer_remarks', 'item']),
        txn_date: [changed(k('day8-transactions'), 'txn_date', 'transformed')],
      },
    }),
  ),
];
