import type { CorpusCase } from '../corpus-cases.ts';
import { BROKER, influenced, named } from './public-datasets.ts';

/**
 * Hand-checked lineage of SQL strings from Apache Flink's planner tests (PROVENANCE.md), written from the SQL. The
 * tests' `MyTable(a, b, c, proctime, rowtime)` is declared as DDL; `proctime` is PROCTIME() and reads no field.
 */

const both = (out: string, table: string, field: string): string[] => [
  `${out} <- ${table}.${field} INDIRECT/GROUP_BY`,
  `${out} <- ${table}.${field} INDIRECT/WINDOW`,
];

export const PLANNER_CASES: readonly CorpusCase[] = [
  {
    file: 'planner-group-window-tumble.sql',
    shape: 'legacy TUMBLE: unaliased COUNT(*)/TUMBLE_START/TUMBLE_END into a sink by position, a UDAF, an expression on TUMBLE_END',
    job: { inputs: [named('MyTable')], outputs: [named('tumble_sink'), named('tumble_end_sink')] },
    hops: [
      // weightedAvg is a user-defined aggregate: in a grouped query its arguments are aggregated.
      'tumble_sink.wAvg <- MyTable.c DIRECT/AGGREGATION',
      'tumble_sink.wAvg <- MyTable.a DIRECT/AGGREGATION',
      'tumble_sink.w_start <- MyTable.rowtime DIRECT/TRANSFORMATION',
      'tumble_sink.w_end <- MyTable.rowtime DIRECT/TRANSFORMATION',
      ...both('tumble_sink', 'MyTable', 'rowtime'),
      'tumble_end_sink.w_end_plus <- MyTable.rowtime DIRECT/TRANSFORMATION',
      ...both('tumble_end_sink', 'MyTable', 'rowtime'),
    ],
    outputs: [`${BROKER}/tumble_sink`, `${BROKER}/tumble_end_sink`],
  },
  {
    file: 'planner-group-window-hop.sql',
    shape: 'legacy HOP: UNION ALL of two unaliased window aggregations; HAVING on an aggregate and on HOP_START',
    job: { inputs: [named('MyTable')], outputs: [named('hop_sink'), named('hop_having_sink')] },
    hops: [
      'hop_sink.hs <- MyTable.rowtime DIRECT/TRANSFORMATION',
      'hop_sink.he <- MyTable.rowtime DIRECT/TRANSFORMATION',
      'hop_sink.s <- MyTable.c DIRECT/AGGREGATION',
      ...both('hop_sink', 'MyTable', 'rowtime'),
      'hop_having_sink.hs <- MyTable.rowtime DIRECT/TRANSFORMATION',
      ...both('hop_having_sink', 'MyTable', 'rowtime'),
      ...influenced('hop_having_sink', 'MyTable', 'FILTER', ['a', 'rowtime']),
    ],
    outputs: [`${BROKER}/hop_sink`, `${BROKER}/hop_having_sink`],
  },
  {
    file: 'planner-group-window-session.sql',
    shape: 'legacy SESSION on proctime with a UDAF; SUM/AVG of a CASE column over a subquery',
    job: { inputs: [named('MyTable')], outputs: [named('session_sink'), named('case_sink')] },
    hops: [
      'session_sink.wAvg <- MyTable.c DIRECT/AGGREGATION',
      'session_sink.wAvg <- MyTable.a DIRECT/AGGREGATION',
      // CASE a WHEN 1 THEN 1 ELSE 99 END: a picks a literal, so it is a condition, not the value.
      'case_sink.s <- MyTable.a INDIRECT/CONDITIONAL',
      'case_sink.a <- MyTable.a INDIRECT/CONDITIONAL',
      'case_sink.wStart <- MyTable.rowtime DIRECT/TRANSFORMATION',
      ...both('case_sink', 'MyTable', 'rowtime'),
    ],
    outputs: [`${BROKER}/session_sink`, `${BROKER}/case_sink`],
  },
  {
    file: 'planner-over-named-window.sql',
    shape: 'OVER w with a named WINDOW (COUNT/SUM, DISTINCT); an unaliased OVER item into a sink by position',
    job: { inputs: [named('MyTable')], outputs: [named('over_named_sink'), named('over_unaliased_sink')] },
    hops: [
      'over_named_sink.b <- MyTable.b DIRECT/IDENTITY',
      'over_named_sink.cnt1 <- MyTable.a DIRECT/AGGREGATION/masking',
      'over_named_sink.sum1 <- MyTable.a DIRECT/AGGREGATION',
      'over_named_sink.cnt2 <- MyTable.a DIRECT/AGGREGATION/masking',
      'over_named_sink.sum2 <- MyTable.c DIRECT/AGGREGATION',
      'over_named_sink <- MyTable.b INDIRECT/WINDOW',
      'over_unaliased_sink.a <- MyTable.a DIRECT/IDENTITY',
      'over_unaliased_sink.cnt <- MyTable.c DIRECT/AGGREGATION/masking',
    ],
    outputs: [`${BROKER}/over_named_sink`, `${BROKER}/over_unaliased_sink`],
  },
  {
    file: 'planner-over-rowtime.sql',
    shape: 'OVER (PARTITION BY … ORDER BY rowtime RANGE UNBOUNDED PRECEDING), COUNT and SUM',
    job: { inputs: [named('MyTable')], outputs: [named('over_rowtime_sink')] },
    hops: [
      'over_rowtime_sink.c <- MyTable.c DIRECT/IDENTITY',
      'over_rowtime_sink.cnt1 <- MyTable.a DIRECT/AGGREGATION/masking',
      'over_rowtime_sink.cnt2 <- MyTable.a DIRECT/AGGREGATION',
      ...influenced('over_rowtime_sink', 'MyTable', 'WINDOW', ['c', 'rowtime']),
    ],
    outputs: [`${BROKER}/over_rowtime_sink`],
  },
  {
    file: 'planner-interval-join.sql',
    shape: 'interval join with BETWEEN in ON; comma join with the bounds in WHERE under a legacy TUMBLE',
    job: { inputs: [named('MyTable'), named('MyTable2')], outputs: [named('interval_join_sink'), named('interval_join_agg_sink')] },
    hops: [
      'interval_join_sink.a <- MyTable.a DIRECT/IDENTITY',
      'interval_join_sink.b <- MyTable2.b DIRECT/IDENTITY',
      ...influenced('interval_join_sink', 'MyTable', 'JOIN', ['a', 'rowtime']),
      ...influenced('interval_join_sink', 'MyTable2', 'JOIN', ['a', 'rowtime']),
      'interval_join_agg_sink.b <- MyTable.b DIRECT/IDENTITY',
      'interval_join_agg_sink.aSum <- MyTable2.a DIRECT/AGGREGATION',
      'interval_join_agg_sink.bCnt <- MyTable2.b DIRECT/AGGREGATION/masking',
      ...influenced('interval_join_agg_sink', 'MyTable', 'FILTER', ['a', 'rowtime']),
      ...influenced('interval_join_agg_sink', 'MyTable2', 'FILTER', ['a', 'rowtime']),
      ...both('interval_join_agg_sink', 'MyTable', 'rowtime'),
      'interval_join_agg_sink <- MyTable.b INDIRECT/GROUP_BY',
    ],
    outputs: [`${BROKER}/interval_join_sink`, `${BROKER}/interval_join_agg_sink`],
  },
  {
    file: 'planner-semi-interval-join.sql',
    shape: 'correlated NOT IN under NOT(… OR …); EXISTS (SELECT * …) with a correlated time bound',
    job: { inputs: [named('MyTable'), named('MyTable2')], outputs: [named('semi_sink'), named('exists_sink')] },
    hops: [
      'semi_sink.a <- MyTable.a DIRECT/IDENTITY',
      ...influenced('semi_sink', 'MyTable', 'FILTER', ['c', 'b', 'a', 'rowtime']),
      ...influenced('semi_sink', 'MyTable2', 'FILTER', ['a', 'b', 'rowtime']),
      // EXISTS tests that a row exists: the subquery's SELECT * is not compared with anything.
      'exists_sink.a <- MyTable.a DIRECT/IDENTITY',
      'exists_sink <- MyTable.rowtime INDIRECT/FILTER',
      'exists_sink <- MyTable2.rowtime INDIRECT/FILTER',
    ],
    outputs: [`${BROKER}/semi_sink`, `${BROKER}/exists_sink`],
  },
  {
    file: 'planner-unnest.sql',
    shape: 'comma-joined UNNEST of an array of rows into (s, t), filtered; UNNEST over a filtered subquery',
    job: { inputs: [named('MyTable')], outputs: [named('unnest_filter_sink'), named('unnest_tuple_sink')] },
    hops: [
      'unnest_filter_sink.a <- MyTable.a DIRECT/IDENTITY',
      'unnest_filter_sink.b <- MyTable.b DIRECT/IDENTITY',
      'unnest_filter_sink.s <- MyTable.b DIRECT/TRANSFORMATION',
      'unnest_filter_sink.t <- MyTable.b DIRECT/TRANSFORMATION',
      'unnest_filter_sink <- MyTable.b INDIRECT/FILTER',
      'unnest_tuple_sink.a <- MyTable.a DIRECT/IDENTITY',
      'unnest_tuple_sink.b <- MyTable.b DIRECT/IDENTITY',
      'unnest_tuple_sink.x <- MyTable.b DIRECT/TRANSFORMATION',
      'unnest_tuple_sink.y <- MyTable.b DIRECT/TRANSFORMATION',
      ...influenced('unnest_tuple_sink', 'MyTable', 'FILTER', ['a', 'b']),
    ],
    outputs: [`${BROKER}/unnest_filter_sink`, `${BROKER}/unnest_tuple_sink`],
  },
  {
    file: 'planner-window-tvf.sql',
    shape: 'CUMULATE TVF with an aggregate FILTER (WHERE …) clause, a UDAF and COUNT(DISTINCT); a TUMBLE TVF over a windowed view',
    job: { inputs: [named('MyTable')], outputs: [named('cumulate_sink'), named('cascade_sink')] },
    hops: [
      'cumulate_sink.a <- MyTable.a DIRECT/IDENTITY',
      'cumulate_sink.window_start <- MyTable.rowtime DIRECT/TRANSFORMATION',
      'cumulate_sink.window_end <- MyTable.rowtime DIRECT/TRANSFORMATION',
      'cumulate_sink.sum_d <- MyTable.d DIRECT/AGGREGATION',
      'cumulate_sink.max_d <- MyTable.d DIRECT/AGGREGATION',
      // FILTER (WHERE b > 1000) picks the rows of this one aggregate: a filter on this column only.
      'cumulate_sink.max_d <- MyTable.b INDIRECT/FILTER',
      'cumulate_sink.wAvg <- MyTable.b DIRECT/AGGREGATION',
      'cumulate_sink.wAvg <- MyTable.e DIRECT/AGGREGATION',
      'cumulate_sink.uv <- MyTable.c DIRECT/AGGREGATION/masking',
      'cumulate_sink <- MyTable.rowtime INDIRECT/WINDOW',
      ...influenced('cumulate_sink', 'MyTable', 'GROUP_BY', ['a', 'rowtime']),
      'cascade_sink.a <- MyTable.a DIRECT/IDENTITY',
      'cascade_sink.window_start <- MyTable.rowtime DIRECT/TRANSFORMATION',
      'cascade_sink.window_end <- MyTable.rowtime DIRECT/TRANSFORMATION',
      'cascade_sink.total_d <- MyTable.d DIRECT/AGGREGATION',
      'cascade_sink.max_d <- MyTable.d DIRECT/AGGREGATION',
      'cascade_sink <- MyTable.rowtime INDIRECT/WINDOW',
      ...influenced('cascade_sink', 'MyTable', 'GROUP_BY', ['a', 'rowtime', 'b']),
    ],
    outputs: [`${BROKER}/cumulate_sink`, `${BROKER}/cascade_sink`],
  },
  {
    file: 'planner-correlate.sql',
    shape: "LATERAL TABLE(udtf(c, '$')) comma-joined, under a filtered subquery, and LEFT JOIN … ON TRUE",
    job: { inputs: [named('source_t')], outputs: [named('catalog_func_sink'), named('join_filter_sink'), named('left_join_sink')] },
    hops: [
      ...['catalog_func_sink', 'join_filter_sink', 'left_join_sink'].flatMap((out) => [
        `${out}.a <- source_t.c DIRECT/IDENTITY`,
        `${out}.b <- source_t.c DIRECT/TRANSFORMATION`,
      ]),
      'join_filter_sink <- source_t.c INDIRECT/FILTER',
    ],
    outputs: [`${BROKER}/catalog_func_sink`, `${BROKER}/join_filter_sink`, `${BROKER}/left_join_sink`],
  },
];
