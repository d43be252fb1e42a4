import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { HOSTILE } from '../../mocks/scenarios/hostile/names.ts';
import { SYNTHETIC_SCENARIOS, scenarioEvents } from '../../mocks/scenarios/index.ts';
import { generateLineageWithStats } from '../../mocks/synthetic/index.ts';
import { streamedArrayParser } from './streamed-json-array.ts';

/** Feeds `text` to a parser in pieces cut at `cuts` (any positions, in any order). */
function parseInPieces(text: string, cuts: readonly number[], acceptItems?: (items: readonly unknown[]) => boolean) {
  const parser = streamedArrayParser('graph', acceptItems);
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const cut of [...at, text.length]) {
    parser.push(text.slice(from, cut));
    from = cut;
  }
  return parser.end();
}

const parsedWhole = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

// Items like a `/lineage` node's, with strings that hold the characters the scanner watches: braces, brackets,
// commas, quotes and backslashes (escaped by JSON.stringify), and any other JSON value.
const tricky = fc.string({ unit: fc.constantFrom('{', '}', '[', ']', ',', '"', '\\', ':', 'a', ' ', '\n', 'é', '\u2028', '😀') });
const item = fc.oneof(
  fc.record({
    id: tricky,
    type: fc.constantFrom('DATASET', 'JOB'),
    data: fc.dictionary(tricky, fc.jsonValue({ maxDepth: 3 })),
    inEdges: fc.array(fc.record({ origin: tricky })),
  }),
  fc.jsonValue({ maxDepth: 3 }),
);
const body = fc
  .tuple(fc.array(item, { maxLength: 6 }), fc.constantFrom(undefined, 2, '\t', ' \r\n'))
  .map(([graph, space]) => JSON.stringify({ graph }, null, space));
const cuts = fc.array(fc.nat(), { maxLength: 12 });
const SYNTHETIC_FOCUS = generateLineageWithStats(SYNTHETIC_SCENARIOS['synthetic-1000']).focus;

describe('streamedArrayParser', () => {
  it('gives JSON.parse’s value, however the body is cut into pieces', () => {
    fc.assert(
      fc.property(body, cuts, (text, at) => {
        const result = parseInPieces(text, at);
        expect(result).not.toBeNull();
        expect(result?.value).toStrictEqual(JSON.parse(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('never gives a value JSON.parse would not: one character added, removed or changed, or the body cut off', () => {
    const damaged = fc
      .tuple(body, fc.nat(), fc.constantFrom('insert', 'delete', 'replace', 'truncate'), fc.constantFrom('{', '}', '[', ']', ',', '"', '\\', '1', ' ', 'x'))
      .map(([text, pick, how, c]) => {
        const i = pick % (text.length + 1);
        if (how === 'insert') return text.slice(0, i) + c + text.slice(i);
        if (how === 'delete') return text.slice(0, i) + text.slice(i + 1);
        if (how === 'replace') return text.slice(0, i) + c + text.slice(i + 1);
        return text.slice(0, i);
      });
    fc.assert(
      fc.property(damaged, cuts, (text, at) => {
        const result = parseInPieces(text, at);
        const whole = parsedWhole(text);
        if (!whole.ok) expect(result).toBeNull();
        else if (result) expect(result.value).toStrictEqual(whole.value);
      }),
      { numRuns: 4000 },
    );
  });

  it('leaves every other shape to JSON.parse: other keys, another key, not an array, odd whitespace', () => {
    for (const text of [
      '{"graph":[1],"more":2}',
      '{"more":2,"graph":[1]}',
      '{"graphs":[1]}',
      '{"graph":{"a":[1]}}',
      '[{"graph":[1]}]',
      '\uFEFF{"graph":[1]}',
      '{"graph":[1]}\u00a0',
      '{"graph":[\u00a0]}',
      '{"graph":[1,]}',
      '{"graph":[,1]}',
      '{"graph":[1}}',
      '{"graph":[1]',
      '',
    ]) {
      expect(parseInPieces(text, [3, 9]), text).toBeNull();
    }
    expect(parseInPieces('{"graph":[]}', [])?.value).toStrictEqual({ graph: [] });
    expect(parseInPieces(' { "graph" : [ ] } ', [5])?.value).toStrictEqual({ graph: [] });
  });

  it('says whether every batch passed the check, and nothing without one', () => {
    const text = JSON.stringify({ graph: [1, 2, 3, 'four', 5] });
    const numbers = (items: readonly unknown[]) => items.every((x) => typeof x === 'number');
    expect(parseInPieces(text, [12, 14], numbers)?.accepted).toBe(false);
    expect(parseInPieces(JSON.stringify({ graph: [1, 2, 3] }), [12], numbers)?.accepted).toBe(true);
    expect(parseInPieces(text, [12])?.accepted).toBeUndefined();
  });

  it('parses the emulator’s /lineage answers in 64 KB pieces as JSON.parse does (1,000 synthetic nodes, hostile names)', async () => {
    const views = [
      { scenario: 'synthetic-1000', ...SYNTHETIC_FOCUS },
      { scenario: 'hostile', namespace: HOSTILE.datasets.report.namespace, name: HOSTILE.datasets.report.name },
    ] as const;
    for (const { scenario, namespace, name } of views) {
      const emulator = createEmulator();
      emulator.loadEvents(scenarioEvents(scenario));
      const nodeId = `dataset:${namespace}:${name}`;
      const answer = await emulator.handle({ method: 'GET', url: `/api/v1/lineage?nodeId=${encodeURIComponent(nodeId)}&depth=20` });
      const text = answer.body;
      expect(text.length, scenario).toBeGreaterThan(1000);
      const at = Array.from({ length: Math.ceil(text.length / 65_536) }, (_, i) => i * 65_536);
      const whole = JSON.parse(text) as unknown;
      expect(parseInPieces(text, at)?.value, scenario).toStrictEqual(whole);
      // Cut at every byte of its first few KB too: pieces that end inside strings, escapes and numbers.
      expect(
        parseInPieces(
          text,
          Array.from({ length: 4096 }, (_, i) => i),
        )?.value,
        scenario,
      ).toStrictEqual(whole);
    }
  });
});
