import { fullMatch, smtBase, type SmtConfig } from './smt-flow.ts';

/**
 * Whether a predicated SMT (`transforms.<a>.predicate`, Kafka 2.6+) applies to a topic's records. Kafka's three
 * predicates: TopicNameMatches decides per topic, so it is evaluated exactly (a whole match, case-sensitive, as
 * `Matcher#matches`); RecordIsTombstone holds only for records without a value, whose fields do not matter here;
 * HasHeaderKey (and any other class) decides per record, so the SMT is shown as if it applied, and said so.
 */
export type PredicateGate = { kind: 'always' } | { kind: 'skip'; effect: string } | { kind: 'per-record'; effect: string };

export function predicateGate(smt: SmtConfig, topic: string): PredicateGate {
  if (!smt.predicate) return { kind: 'always' };
  const holdsWord = smt.negate ? 'does not hold' : 'holds';
  const cls = smtBase(smt.predicateClass ?? '');
  if (cls === 'TopicNameMatches') {
    const pattern = smt.predicateProps?.pattern ?? '';
    let matches: boolean;
    try {
      matches = fullMatch(pattern).test(topic);
    } catch {
      return { kind: 'per-record', effect: `predicate ${smt.predicate}: pattern ${JSON.stringify(pattern)} does not compile; shown as if it applied` };
    }
    const applies = matches !== (smt.negate ?? false);
    const what = `predicate ${smt.predicate} (TopicNameMatches ${pattern}${smt.negate ? ', negated' : ''})`;
    return applies ? { kind: 'always' } : { kind: 'skip', effect: `${what}: not for topic ${topic}, skipped` };
  }
  if (cls === 'RecordIsTombstone') {
    return smt.negate
      ? { kind: 'always' }
      : { kind: 'skip', effect: `predicate ${smt.predicate} (RecordIsTombstone): applies to tombstones only; value fields unchanged` };
  }
  return { kind: 'per-record', effect: `only for records where predicate ${smt.predicate} ${holdsWord}; shown as if it applied` };
}
