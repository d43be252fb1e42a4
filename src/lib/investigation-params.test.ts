import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_INVESTIGATION_PARAMS,
  LINEAGE_VIEWS,
  lineageHref,
  paramsSharer,
  parseInvestigationParams,
  patchInvestigationParams,
  serializeInvestigationParams,
  type InvestigationParams,
} from './investigation-params.ts';
import { replacesByDefault } from './use-investigation-params.ts';
import { GRAPH_DIRECTIONS, SIDES, TRACE_DIRECTIONS } from '../domain/direction.ts';

const DS = 'dataset:kafka://broker:9092:orders.v1';
const JOB = 'job:flink-prod:enrich orders';
const FIELD = 'datasetField:s3://lake:warehouse/db/daily_revenue:amount_cents';

describe('parseInvestigationParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseInvestigationParams('')).toEqual(DEFAULT_INVESTIGATION_PARAMS);
  });

  it('reads every param', () => {
    const sp = new URLSearchParams();
    sp.set('node', DS);
    sp.set('depth', '5');
    sp.set('dir', 'up');
    sp.append('exp', DS);
    sp.append('exp', 'dataset:iceberg:db.t');
    sp.set('sel', JOB);
    sp.set('trace', FIELD);
    sp.set('tdir', 'both');
    sp.set('asof', '2026-03-01T10:00:00Z');
    sp.set('stitch', '1');
    sp.set('group', 'engine');
    sp.set('inf', '0');
    sp.set('sched', '1');
    sp.append('more', `up:${DS}`);
    sp.append('more', `down:${JOB}`);
    sp.set('view', 'marquez');
    sp.set('since', '2026-11-01');
    sp.set('until', '2026-11-24T06:00:00Z');
    expect(parseInvestigationParams(sp)).toEqual({
      node: DS,
      depth: 5,
      dir: 'upstream',
      exp: [DS, 'dataset:iceberg:db.t'],
      sel: JOB,
      trace: FIELD,
      tdir: 'both',
      asof: '2026-03-01T10:00:00Z',
      stitch: true,
      group: 'engine',
      inf: false,
      sched: true,
      more: [
        { nodeId: DS, side: 'upstream' },
        { nodeId: JOB, side: 'downstream' },
      ],
      view: 'marquez',
      since: '2026-11-01',
      until: '2026-11-24T06:00:00Z',
      acc: [],
      rej: [],
      reveal: [],
      open: [],
      all: false,
    });
  });

  it('starts a new graph capped: a new focus, depth or direction drops opened layers, groups and show all', () => {
    const opened = { ...DEFAULT_INVESTIGATION_PARAMS, node: 'dataset:ns:a', group: 'engine' as const, reveal: ['upstream:2'], open: ['job:flink'], all: true };
    expect(patchInvestigationParams(opened, { sel: 'dataset:ns:b' })).toMatchObject({ reveal: ['upstream:2'], open: ['job:flink'], all: true });
    expect(patchInvestigationParams(opened, { node: 'dataset:ns:b' })).toMatchObject({ reveal: [], open: [], all: false });
    expect(patchInvestigationParams(opened, { depth: 5 })).toMatchObject({ reveal: [], open: [], all: false });
    expect(patchInvestigationParams(opened, { group: 'namespace' })).toMatchObject({ reveal: ['upstream:2'], open: [], all: true });
  });

  it('keeps percent-encoded characters of nodeIds intact through the query string', () => {
    const node = 'dataset:s3://bucket:path/with spaces/and%2Fslash#v?x=1&y';
    const href = lineageHref({ node });
    expect(parseInvestigationParams(href.split('?')[1] ?? '').node).toBe(node);
  });

  it.each([
    ['depth', 'abc'],
    ['depth', '2.5'],
    ['depth', '0'],
    ['depth', '-1'],
    ['depth', '1e9'],
    ['depth', ''],
    ['dir', 'sideways'],
    ['dir', 'BOTH'],
    ['tdir', 'full'],
    // The domain's words are not codes: a link never carried them.
    ['dir', 'upstream'],
    ['tdir', 'downstream'],
    ['more', `upstream:${DS}`],
    ['node', 'javascript:alert(1)'],
    ['node', 'dataset:'],
    ['node', 'dataset:ns'],
    ['node', 'dataset:ns:'],
    ['node', 'datasetField:a:b:c'],
    ['node', `dataset:ns:${'x'.repeat(5000)}`],
    ['node', 'dataset:ns:a\u0000b'],
    ['sel', 'run:123'],
    ['trace', DS],
    ['asof', 'yesterday'],
    ['asof', '<script>'],
    ['stitch', 'true'],
    ['stitch', '2'],
    ['inf', 'false'],
    ['more', DS],
    ['more', `left:${DS}`],
    ['more', 'up:nonsense'],
    ['more', `up:${FIELD}`],
  ])('degrades %s=%j to its default', (key, value) => {
    const parsed = parseInvestigationParams(new URLSearchParams([[key, value]]));
    expect(parsed).toEqual(DEFAULT_INVESTIGATION_PARAMS);
  });
});

describe('parseInvestigationParams: what a crafted link cannot carry', () => {
  it('drops invalid and duplicate expanded ids but keeps the valid ones in order', () => {
    const sp = new URLSearchParams([
      ['exp', 'dataset:a:1'],
      ['exp', JOB],
      ['exp', 'nonsense'],
      ['exp', 'dataset:a:1'],
      ['exp', 'dataset:b:2'],
    ]);
    expect(parseInvestigationParams(sp).exp).toEqual(['dataset:a:1', 'dataset:b:2']);
  });

  it('drops duplicate lazy expansions and caps how many a link can ask for', () => {
    const dup = new URLSearchParams([
      ['more', `up:${DS}`],
      ['more', `down:${DS}`],
      ['more', `up:${DS}`],
    ]);
    expect(parseInvestigationParams(dup).more).toEqual([
      { nodeId: DS, side: 'upstream' },
      { nodeId: DS, side: 'downstream' },
    ]);
    const many = new URLSearchParams();
    for (let i = 0; i < 500; i++) many.append('more', `down:dataset:ns:t${i}`);
    expect(parseInvestigationParams(many).more).toHaveLength(50);
  });

  it('caps how many expanded datasets a link can ask for', () => {
    const sp = new URLSearchParams();
    for (let i = 0; i < 1000; i++) sp.append('exp', `dataset:ns:t${i}`);
    expect(parseInvestigationParams(sp).exp).toHaveLength(200);
  });

  it('reads stitch decisions as JSON pairs, dropping malformed and repeated ones', () => {
    const sp = new URLSearchParams();
    sp.append('acc', JSON.stringify(['kafka://b1:9092', 'orders', 'kafka://b2:9092', 'orders']));
    sp.append('acc', JSON.stringify(['kafka://b2:9092', 'orders', 'kafka://b1:9092', 'orders']));
    sp.append('acc', '["only", "three", "parts"]');
    sp.append('rej', 'not json');
    sp.append('rej', JSON.stringify(['s3://a', 'x|y "z"', 'iceberg://c', 'db.t']));
    const p = parseInvestigationParams(sp);
    expect(p.acc).toEqual([{ a: { namespace: 'kafka://b1:9092', name: 'orders' }, b: { namespace: 'kafka://b2:9092', name: 'orders' } }]);
    expect(p.rej).toEqual([{ a: { namespace: 's3://a', name: 'x|y "z"' }, b: { namespace: 'iceberg://c', name: 'db.t' } }]);
  });

  it('accepts a run id and a date as the as-of point', () => {
    const run = '0190a0c2-5f6e-7d4b-9a8e-1b2c3d4e5f60';
    expect(parseInvestigationParams(`asof=${run}`).asof).toBe(run);
    expect(parseInvestigationParams('asof=2026-03-01').asof).toBe('2026-03-01');
  });

  it('never throws on arbitrary query strings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('node', 'depth', 'dir', 'exp', 'sel', 'trace', 'tdir', 'asof', 'stitch', 'inf', 'more', 'x'), fc.string())),
        (pairs) => {
          const parsed = parseInvestigationParams(new URLSearchParams(pairs));
          expect(GRAPH_DIRECTIONS).toContain(parsed.dir);
          expect(TRACE_DIRECTIONS).toContain(parsed.tdir);
          expect(Number.isInteger(parsed.depth)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

// eslint-disable-next-line no-control-regex
const UNSAFE_NS = /[:\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f\u007f]/g;

const nodeIdArb = fc
  .tuple(fc.constantFrom('dataset:', 'job:'), fc.string({ minLength: 1, maxLength: 30 }), fc.string({ minLength: 1, maxLength: 30 }))
  .map(([prefix, ns, name]) => `${prefix}${ns.replace(UNSAFE_NS, '_')}:${name.replace(UNSAFE_NAME, '_')}`);

const datasetIdArb = nodeIdArb.map((id) => id.replace(/^job:/, 'dataset:'));

const partArb = fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.replace(UNSAFE_NAME, '_'));
const pairArb = fc.record({ a: fc.record({ namespace: partArb, name: partArb }), b: fc.record({ namespace: partArb, name: partArb }) });
// Orientation does not matter: a decision is about the two names.
const pairSelector = (p: { a: { namespace: string; name: string }; b: { namespace: string; name: string } }) =>
  [`${p.a.namespace}\u0000${p.a.name}`, `${p.b.namespace}\u0000${p.b.name}`].sort().join('\u0001');

const paramsArb: fc.Arbitrary<InvestigationParams> = fc.record({
  node: fc.option(nodeIdArb, { nil: null }),
  depth: fc.integer({ min: 1, max: 20 }),
  dir: fc.constantFrom(...GRAPH_DIRECTIONS),
  exp: fc.uniqueArray(datasetIdArb, { maxLength: 5 }),
  sel: fc.option(nodeIdArb, { nil: null }),
  trace: fc.option(
    datasetIdArb.map((id) => id.replace(/^dataset:/, 'datasetField:') + ':f'),
    { nil: null },
  ),
  tdir: fc.constantFrom(...TRACE_DIRECTIONS),
  asof: fc.option(
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: null },
  ),
  stitch: fc.boolean(),
  group: fc.constantFrom(null, 'engine' as const, 'namespace' as const),
  inf: fc.boolean(),
  sched: fc.boolean(),
  more: fc.uniqueArray(fc.record({ nodeId: nodeIdArb, side: fc.constantFrom(...SIDES) }), {
    maxLength: 4,
    selector: (e) => `${e.side}:${e.nodeId}`,
  }),
  view: fc.constantFrom(...LINEAGE_VIEWS),
  since: fc.option(
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: null },
  ),
  until: fc.option(
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: null },
  ),
  acc: fc.uniqueArray(pairArb, { maxLength: 3, selector: pairSelector }),
  rej: fc.uniqueArray(pairArb, { maxLength: 3, selector: pairSelector }),
  reveal: fc.uniqueArray(fc.constantFrom('upstream:2', 'downstream:3', 'around:null'), { maxLength: 3 }),
  open: fc.uniqueArray(fc.constantFrom('job:flink', 'dataset:kafka-topic', 'kafka://broker:9092'), { maxLength: 3 }),
  all: fc.boolean(),
});

describe('serializeInvestigationParams', () => {
  it('round-trips every valid set of params', () => {
    fc.assert(
      fc.property(paramsArb, (p) => {
        const href = lineageHref(p);
        expect(parseInvestigationParams(href.slice(href.indexOf('?') + 1))).toEqual(p);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves defaults out so links stay short', () => {
    expect(lineageHref({})).toBe('/lineage');
    expect(lineageHref({ node: DS, depth: 2, dir: 'both', stitch: false, inf: true })).toBe(`/lineage?node=${encodeURIComponent(DS)}`);
  });

  it('carries "scheduling dependencies on" in the link as sched=1, and leaves it out when off', () => {
    expect(lineageHref({ node: DS, sched: true })).toContain('sched=1');
    expect(lineageHref({ node: DS, sched: false })).not.toContain('sched');
    expect(parseInvestigationParams('?sched=1').sched).toBe(true);
    expect(parseInvestigationParams('?sched=yes').sched).toBe(false);
  });

  it('carries "inferred hops off" in the link as inf=0', () => {
    expect(lineageHref({ node: DS, trace: FIELD, inf: false })).toContain('inf=0');
  });

  it('writes keys in a stable order', () => {
    const a = serializeInvestigationParams({ sel: JOB, node: DS, depth: 3 }).toString();
    const b = serializeInvestigationParams({ depth: 3, node: DS, sel: JOB }).toString();
    expect(a).toBe(b);
    expect(a.startsWith('node=')).toBe(true);
  });
});

describe('patchInvestigationParams', () => {
  it('keeps untouched keys, sets given ones and clears with null', () => {
    const base = { ...DEFAULT_INVESTIGATION_PARAMS, node: DS, sel: JOB, depth: 4 };
    expect(patchInvestigationParams(base, { sel: null, dir: 'downstream' })).toEqual({ ...base, sel: null, dir: 'downstream' });
  });
});

describe('replacesByDefault', () => {
  it('replaces for selection and expansion, pushes for navigation', () => {
    expect(replacesByDefault({ sel: JOB })).toBe(true);
    expect(replacesByDefault({ exp: [DS], sel: null })).toBe(true);
    expect(replacesByDefault({ more: [{ nodeId: DS, side: 'upstream' }] })).toBe(true);
    expect(replacesByDefault({ node: DS })).toBe(false);
    expect(replacesByDefault({ sel: JOB, trace: FIELD })).toBe(false);
    expect(replacesByDefault({ depth: 3, sel: undefined })).toBe(false);
    expect(replacesByDefault({})).toBe(false);
  });
});

describe('paramsSharer', () => {
  it('keeps the previous lists when a parse holds the same, and takes the new ones that changed', () => {
    const share = paramsSharer();
    const first = share(parseInvestigationParams('node=dataset:ns:a&exp=dataset:ns:x&more=up:dataset:ns:y&reveal=up:2'));
    const selected = share(parseInvestigationParams('node=dataset:ns:a&exp=dataset:ns:x&more=up:dataset:ns:y&reveal=up:2&sel=dataset:ns:x'));
    expect(selected.sel).toBe('dataset:ns:x');
    expect(selected.exp).toBe(first.exp);
    expect(selected.more).toBe(first.more);
    expect(selected.reveal).toBe(first.reveal);
    const expanded = share(parseInvestigationParams('node=dataset:ns:a&exp=dataset:ns:x&exp=dataset:ns:z&more=up:dataset:ns:y&reveal=up:2'));
    expect(expanded.exp).toEqual(['dataset:ns:x', 'dataset:ns:z']);
    expect(expanded.exp).not.toBe(first.exp);
    expect(expanded.more).toBe(first.more);
  });
});
