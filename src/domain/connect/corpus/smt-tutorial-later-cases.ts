import { valueSubject } from './avro-builders.ts';
import type { CorpusCase } from './corpus-types.ts';
import { changed, same } from './expected.ts';
import { exact, generated, jdbcSink, k, optionalStrings, SYS, table, TXN_CC } from './smt-tutorial-helpers.ts';

/**
 * "Twelve Days of Single Message Transforms", days 10 to 12: ReplaceField, Filter with predicates, fan-in through
 * RegexRouter under a TopicNameMatches predicate, and community SMTs the mapping cannot know.
 */

const DAY11_SYSTEM_B = ['cost', 'units', 'txn_date', 'item', 'source'];
const DAY12 = [generated('day12-sys01', SYS)];
const JCUSTENBORDER = 'com.github.jcustenborder.kafka.connect.transform.common';

export const SMT_TUTORIAL_LATER_CASES: CorpusCase[] = [
  jdbcSink(
    'smt-day10-regex-router-all',
    10,
    'sink-jdbc-mysql-day10-00',
    {
      topics: 'day10-transactions',
      transforms: 'changeTableName',
      'transforms.changeTableName.type': 'org.apache.kafka.connect.transforms.RegexRouter',
      'transforms.changeTableName.regex': '.*',
      'transforms.changeTableName.replacement': 'production_data',
    },
    [generated('day10-transactions', TXN_CC)],
    exact([k('day10-transactions')], { [table('production_data')]: same(k('day10-transactions'), TXN_CC) }),
  ),
  jdbcSink(
    'smt-day10-replace-field-drop',
    10,
    'sink-jdbc-mysql-day10-01',
    {
      topics: 'day10-transactions',
      transforms: 'dropCC',
      'transforms.dropCC.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value',
      'transforms.dropCC.blacklist': 'cc_num,cc_exp,card_type',
    },
    [generated('day10-transactions', TXN_CC)],
    exact([k('day10-transactions')], {
      [table('day10-transactions')]: same(k('day10-transactions'), ['cost', 'units', 'txn_date', 'customer_remarks', 'item']),
    }),
  ),
  jdbcSink(
    'smt-day10-replace-field-rename',
    10,
    'sink-jdbc-mysql-day10-02',
    {
      topics: 'day10-production_data',
      transforms: 'renameTS',
      'transforms.renameTS.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value',
      'transforms.renameTS.renames': 'txn_date:transaction_timestamp',
    },
    // Written by the day's JDBC source from production_data, keeping only item, cost, units, txn_date.
    [valueSubject('day10-production_data', 'production_data', optionalStrings(['item', 'cost', 'units', 'txn_date']))],
    exact([k('day10-production_data')], {
      [table('day10-production_data')]: {
        ...same(k('day10-production_data'), ['item', 'cost', 'units']),
        transaction_timestamp: [`${k('day10-production_data')} txn_date`],
      },
    }),
  ),
  jdbcSink(
    'smt-day11-fan-in-predicate',
    11,
    'sink-jdbc-mysql-day11-00',
    {
      'topics.regex': 'day11-.*',
      transforms: 'renameSystemBFields,renameTargetTopic',
      'transforms.renameSystemBFields.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value',
      'transforms.renameSystemBFields.renames': 'item:product,cost:amount',
      'transforms.renameSystemBFields.predicate': 'isSystemBTopic',
      'transforms.renameTargetTopic.type': 'org.apache.kafka.connect.transforms.RegexRouter',
      'transforms.renameTargetTopic.regex': 'day11-.*',
      'transforms.renameTargetTopic.replacement': 'transactions',
      predicates: 'isSystemBTopic',
      'predicates.isSystemBTopic.type': 'org.apache.kafka.connect.transforms.predicates.TopicNameMatches',
      'predicates.isSystemBTopic.pattern': '.*-systemB',
    },
    [generated('day11-sys01', SYS), generated('day11-systemB', DAY11_SYSTEM_B)],
    // Both topics land in one table: every column comes from both, systemB's item and cost renamed on the way.
    exact([k('day11-sys01'), k('day11-systemB')], {
      [table('transactions')]: {
        amount: [`${k('day11-sys01')} amount`, `${k('day11-systemB')} cost`],
        units: [`${k('day11-sys01')} units`, `${k('day11-systemB')} units`],
        txn_date: [`${k('day11-sys01')} txn_date`, `${k('day11-systemB')} txn_date`],
        product: [`${k('day11-sys01')} product`, `${k('day11-systemB')} item`],
        source: [`${k('day11-sys01')} source`, `${k('day11-systemB')} source`],
      },
    }),
  ),
  jdbcSink(
    'smt-day11-filter-tombstones',
    11,
    'sink-jdbc-mysql-day11-01',
    {
      topics: 'sys02',
      transforms: 'dropNullRecords',
      'transforms.dropNullRecords.type': 'org.apache.kafka.connect.transforms.Filter',
      'transforms.dropNullRecords.predicate': 'isNullRecord',
      predicates: 'isNullRecord',
      'predicates.isNullRecord.type': 'org.apache.kafka.connect.transforms.predicates.RecordIsTombstone',
    },
    [generated('sys02', SYS)],
    exact([k('sys02')], { [table('sys02')]: same(k('sys02'), SYS) }),
  ),
  jdbcSink(
    'smt-day11-cast-then-filter',
    11,
    'sink-jdbc-mysql-day11-02',
    {
      topics: 'day11-sys01',
      transforms: 'castTypes,filterSmallOrder',
      'transforms.filterSmallOrder.type': 'io.confluent.connect.transforms.Filter$Value',
      'transforms.filterSmallOrder.filter.condition': '$[?(@.amount < 42)]',
      'transforms.filterSmallOrder.filter.type': 'include',
      'transforms.castTypes.type': 'org.apache.kafka.connect.transforms.Cast$Value',
      'transforms.castTypes.spec': 'amount:float32',
    },
    [generated('day11-sys01', SYS)],
    exact([k('day11-sys01')], {
      [table('day11-sys01')]: {
        ...same(k('day11-sys01'), ['units', 'txn_date', 'product', 'source']),
        amount: [changed(k('day11-sys01'), 'amount', 'transformed')],
      },
    }),
  ),
  jdbcSink(
    'smt-day12-change-topic-case',
    12,
    'sink-jdbc-mysql-day12-00',
    {
      topics: 'day12-sys01',
      transforms: 'topicCase',
      'transforms.topicCase.type': `${JCUSTENBORDER}.ChangeTopicCase`,
      'transforms.topicCase.from': 'LOWER_HYPHEN',
      'transforms.topicCase.to': 'UPPER_CAMEL',
    },
    DAY12,
    // The table is Day12Sys01 (the tutorial's `show tables`); a mapping that cannot know the SMT cannot know it.
    { kind: 'unsupported', reason: /not known/, mayName: [k('day12-sys01'), table('Day12Sys01')] },
  ),
  jdbcSink(
    'smt-day12-extract-timestamp-router',
    12,
    'sink-jdbc-mysql-day12-01',
    {
      topics: 'day12-sys01',
      transforms: 'convertTS,extractTS,setTopicName',
      'transforms.convertTS.type': 'org.apache.kafka.connect.transforms.TimestampConverter$Value',
      'transforms.convertTS.field': 'txn_date',
      'transforms.convertTS.format': 'EEE MMM dd HH:mm:ss zzz yyyy',
      'transforms.convertTS.target.type': 'Timestamp',
      'transforms.extractTS.type': `${JCUSTENBORDER}.ExtractTimestamp$Value`,
      'transforms.extractTS.field.name': 'txn_date',
      'transforms.setTopicName.type': 'org.apache.kafka.connect.transforms.TimestampRouter',
      'transforms.setTopicName.topic.format': '${topic}_${timestamp}',
      'transforms.setTopicName.timestamp.format': 'YYYY-MM-dd',
    },
    DAY12,
    // One table per day of txn_date (day12-sys01_2020-12-07, …).
    { kind: 'unsupported', reason: /not known|TimestampRouter/, mayName: [k('day12-sys01')] },
  ),
  jdbcSink(
    'smt-day12-timestamp-now-field',
    12,
    'sink-jdbc-mysql-day12-02',
    {
      topics: 'day12-sys01',
      transforms: 'addTSNow',
      'transforms.addTSNow.type': `${JCUSTENBORDER}.TimestampNowField$Value`,
      'transforms.addTSNow.fields': 'processingTS',
    },
    DAY12,
    { kind: 'unsupported', reason: /not known/, mayName: [k('day12-sys01'), table('day12-sys01')] },
  ),
];
