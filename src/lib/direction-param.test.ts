import { describe, expect, it } from 'vitest';
import { GRAPH_DIRECTIONS, SIDES, TRACE_DIRECTIONS } from '../domain/direction.ts';
import { directionCode, directionOfCode, GRAPH_DIRECTION_CODES, graphDirectionCodeSchema, TRACE_DIRECTION_CODES } from './direction-param.ts';
import { lineageHref, parseInvestigationParams, serializeInvestigationParams } from './investigation-params.ts';

const DS = 'dataset:kafka://broker:9092:orders.v1';
const JOB = 'job:flink-prod:enrich-orders';
const FIELD = 'datasetField:s3://lake:warehouse/db/daily_revenue:amount_cents';

describe('the direction codec', () => {
  it('writes the codes links and stories have always carried', () => {
    expect(GRAPH_DIRECTIONS.map(directionCode)).toEqual(['up', 'down', 'both', 'full']);
    expect(GRAPH_DIRECTION_CODES).toEqual(['up', 'down', 'both', 'full']);
    expect(TRACE_DIRECTION_CODES).toEqual(['up', 'down', 'both']);
  });

  it('reads every code back to its word, each within the directions allowed there', () => {
    for (const d of GRAPH_DIRECTIONS) expect(directionOfCode(GRAPH_DIRECTIONS, directionCode(d))).toBe(d);
    for (const d of TRACE_DIRECTIONS) expect(directionOfCode(TRACE_DIRECTIONS, directionCode(d))).toBe(d);
    for (const s of SIDES) expect(directionOfCode(SIDES, directionCode(s))).toBe(s);
    expect(directionOfCode(TRACE_DIRECTIONS, 'full')).toBeNull();
    expect(directionOfCode(SIDES, 'both')).toBeNull();
    expect(directionOfCode(GRAPH_DIRECTIONS, 'upstream')).toBeNull();
    expect(directionOfCode(GRAPH_DIRECTIONS, null)).toBeNull();
  });

  it("checks a story file's codes, not the domain's words", () => {
    expect(graphDirectionCodeSchema.safeParse('down').success).toBe(true);
    expect(graphDirectionCodeSchema.safeParse('downstream').success).toBe(false);
  });
});

describe('links written before the one vocabulary', () => {
  // Query strings as the app wrote them (and e2e specs and saved stories still hold them).
  const OLD_LINKS: readonly [string, object][] = [
    [`node=${encodeURIComponent(DS)}&dir=up`, { dir: 'upstream', tdir: 'upstream', more: [] }],
    [`node=${encodeURIComponent(DS)}&depth=4&dir=down`, { dir: 'downstream' }],
    [`node=${encodeURIComponent(DS)}&dir=full`, { dir: 'full' }],
    [`node=${encodeURIComponent(DS)}&trace=${encodeURIComponent(FIELD)}&tdir=down`, { dir: 'both', tdir: 'downstream' }],
    [`node=${encodeURIComponent(DS)}&trace=${encodeURIComponent(FIELD)}&tdir=both`, { tdir: 'both' }],
    [
      `node=${encodeURIComponent(DS)}&more=${encodeURIComponent(`up:${DS}`)}&more=${encodeURIComponent(`down:${JOB}`)}`,
      {
        more: [
          { nodeId: DS, side: 'upstream' },
          { nodeId: JOB, side: 'downstream' },
        ],
      },
    ],
  ];

  it.each(OLD_LINKS)('%s parses to the same investigation and is written back byte for byte', (query, expected) => {
    const params = parseInvestigationParams(query);
    expect(params).toMatchObject(expected);
    expect(serializeInvestigationParams(params).toString()).toBe(query);
    expect(lineageHref(params)).toBe(`/lineage?${query}`);
  });
});
