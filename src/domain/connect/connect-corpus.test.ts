import { describe, expect, it } from 'vitest';
import { classify, type Verdict } from './corpus/classify.ts';
import { CORPUS } from './corpus/corpus-cases.ts';
import { markCredentials, runCase } from './corpus/run-case.ts';

/**
 * Public connector configs (corpus/PROVENANCE.md) against hand-written expectations. A case the mapping gets wrong
 * today is listed here with the precise reason; the test fails when a listed case becomes right (move it out) and
 * when any other case is not right.
 */
const KNOWN_WRONG: Readonly<Record<string, string>> = {};

const results = CORPUS.map((c) => ({ c, outcome: classify(c, runCase(c).lineage) }));

describe('public connector corpus', () => {
  it('holds at least 25 public configs and prints the tally', () => {
    const tally: Record<Verdict, number> = { right: 0, wrong: 0, 'unsupported-and-said': 0 };
    for (const r of results) tally[r.outcome.verdict]++;
    console.log(
      [
        `connector corpus: ${CORPUS.length} configs from ${new Set(CORPUS.map((c) => c.source.split(' ')[0])).size} repositories — ` +
          `right ${tally.right}, wrong ${tally.wrong}, unsupported-and-said ${tally['unsupported-and-said']}`,
        ...results.filter((r) => r.outcome.verdict === 'wrong').map((r) => `  wrong ${r.c.id}: ${r.outcome.diffs.join('; ')}`),
      ].join('\n'),
    );
    expect(CORPUS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
  });

  it('lists only corpus cases as known wrong', () => {
    expect(Object.keys(KNOWN_WRONG).filter((id) => !CORPUS.some((c) => c.id === id))).toEqual([]);
  });

  it.each(results.map((r) => [r.c.id, r] as const))('%s', (caseId, { c, outcome }) => {
    if (KNOWN_WRONG[caseId]) expect(outcome.verdict, `${caseId} is right now: take it out of KNOWN_WRONG`).toBe('wrong');
    else expect(outcome.diffs, c.source).toEqual([]);
  });

  it.each(CORPUS.map((c) => [c.id, c] as const))('%s: no credential of the config in any event', (_id, c) => {
    const { config, markers } = markCredentials(c.connector.config);
    const { events } = runCase(c, config);
    const text = JSON.stringify(events);
    expect(markers.filter((m) => text.includes(m))).toEqual([]);
  });
});
