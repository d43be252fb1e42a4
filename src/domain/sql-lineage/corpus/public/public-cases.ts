import type { CorpusCase } from '../corpus-cases.ts';
import { COOKBOOK_AGGREGATION_CASES } from './cookbook-aggregation-cases.ts';
import { COOKBOOK_JOIN_CASES } from './cookbook-join-cases.ts';
import { COOKBOOK_QUERY_CASES } from './cookbook-query-cases.ts';
import { DECODABLE_CASES } from './decodable-cases.ts';
import { FLINK_CDC_CASES } from './flink-cdc-cases.ts';
import { PLANNER_CASES } from './planner-cases.ts';

/**
 * The public corpus (test-only): Flink SQL from public recipes, examples and Flink's own planner tests that neither
 * the Flink docs nor the SQL client tests hold (PROVENANCE.md), with hand-checked lineage in corpus-cases.ts's form.
 */
export const PUBLIC_CORPUS: readonly CorpusCase[] = [
  ...COOKBOOK_AGGREGATION_CASES,
  ...COOKBOOK_QUERY_CASES,
  ...COOKBOOK_JOIN_CASES,
  ...PLANNER_CASES,
  ...DECODABLE_CASES,
  ...FLINK_CDC_CASES,
];

/** Why a known gap differs: both remaining causes are valid Flink that dt-sql-parser's grammar rejects. */
export type GapCause = 'grammar';

export interface KnownGap {
  causes: readonly GapCause[];
  /** What differs, with a minimal reproduction over `t(a, b, status, kind, ts)` where one helps. */
  reason: string;
}

/**
 * Cases the deriver gets wrong today (the test asserts each still differs: a fixed one must move out). One line each,
 * grouped by cause in the test's report.
 */
export const KNOWN_GAPS: Readonly<Record<string, KnownGap>> = {
  'planner-window-tvf.sql': {
    causes: ['grammar'],
    reason:
      "grammar rejects an aggregate's FILTER clause (`max(d) filter (where b > 1000)`: 'filter' is not valid), losing the CUMULATE insert; it must give `max_d <- b INDIRECT/FILTER` on that column",
  },
  'decodable-pointer-velocity.sql': {
    causes: ['grammar'],
    reason: "grammar rejects `SQRT(x)` in any case ('sqrt' is not valid at this position)",
  },
};
