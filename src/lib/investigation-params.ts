import { z } from 'zod';
import { GRAPH_DIRECTIONS, SIDES, TRACE_DIRECTIONS, type GraphDirection, type TraceDirection } from '../domain/direction.ts';
import type { LineageExpansion } from '../domain/graph/lineage-expansions.ts';
import { directionCode, directionOfCode } from './direction-param.ts';
import { LINEAGE_PATH } from './graph-paths.ts';
import { stitchKey, type StitchPair } from '../domain/stitching/stitch-policy.ts';
import { CONTROL_CHARS, MAX_ID_LENGTH } from './param-limits.ts';
import { pairValue, parsePairs } from './stitch-pairs-param.ts';

/**
 * The investigation a colleague needs to reproduce lives in the `/lineage` URL
 * (docs/architecture.md#the-url-holds-the-investigation):
 * focus, depth, direction, expanded datasets, selection, trace (with its inferred-hops choice), as-of point,
 * stitching and lazy expansions. Everything here is
 * parsed leniently: a hostile or stale link degrades each bad param to its default instead of failing the page.
 */

/** `runs`: lineage as it happened (default); `marquez`: Marquez's `/lineage` as it answers. */
export const LINEAGE_VIEWS = ['runs', 'marquez'] as const;
export type LineageViewParam = (typeof LINEAGE_VIEWS)[number];

export const GRAPH_GROUPINGS = ['engine', 'namespace', 'hierarchy'] as const;
/** A fixed grouping, or `tag:<key>`: by the value of one tag key (docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets). */
export type GraphGrouping = (typeof GRAPH_GROUPINGS)[number] | `tag:${string}`;

export const MIN_DEPTH = 1;
export const MAX_DEPTH = 20;

/** Parsed `/lineage` search params. `null` means "not set". */
export interface InvestigationParams {
  /** Focus: a `dataset:` or `job:` Marquez nodeId. */
  node: string | null;
  /** Job hops asked from Marquez `/lineage`. */
  depth: number;
  /** Client-side filter over Marquez's undirected answer; `full` shows everything returned (`dir`, a code: direction-param.ts). */
  dir: GraphDirection;
  /** Datasets expanded to their fields (dataset nodeIds, unique, in URL order). */
  exp: string[];
  /** Node shown in the details panel (dataset or job nodeId). */
  sel: string | null;
  /** Traced field: a `datasetField:` nodeId. */
  trace: string | null;
  /** The trace's direction (`tdir`, a code). */
  tdir: TraceDirection;
  /** As-of point for time travel: an ISO date-time or a run id. */
  asof: string | null;
  /** Join stitching candidates in the graph and the trace. */
  stitch: boolean;
  /** Graph nodes collapsed into groups by engine, namespace, hierarchy or a tag key; `null` draws every node. */
  group: GraphGrouping | null;
  /** Show inferred trace hops (name/type match, SQL) where nothing is reported; `inf=0` hides them. */
  inf: boolean;
  /** Draw scheduling dependencies (the `jobDependencies` run facet) between jobs: `sched=1`; off by default, not lineage. */
  sched: boolean;
  /** Nodes whose upstream or downstream the user expanded past the answer at `depth`, one depth-1 `/lineage` each
   * (repeated `more=<side code>:<nodeId>`, unique, URL order). */
  more: LineageExpansion[];
  /** Run-level lineage (default) or Marquez's own view. */
  view: LineageViewParam;
  /** Run-level window; null = 30 days ending at the newest run among the jobs loaded. */
  since: string | null;
  until: string | null;
  /** Stitch candidates accepted and rejected for this investigation (`acc`/`rej`, repeated); they decide the trace. */
  acc: StitchPairParam[];
  rej: StitchPairParam[];
  /** Capped layers opened with "show N more" (`reveal=<side>:<distance>`, repeated). */
  reveal: string[];
  /** Groups opened into their members (`open=<group key>`, repeated), with `group` set. */
  open: string[];
  /** "Show all": every node drawn, no per-layer cap (`all=1`). */
  all: boolean;
}

/** Two dataset identities a person said are (acc) or are not (rej) one dataset (the stitch policy's pair). */
export type StitchPairParam = StitchPair;

export const DEFAULT_INVESTIGATION_PARAMS: Readonly<InvestigationParams> = Object.freeze({
  node: null,
  depth: 2,
  dir: 'both',
  exp: [],
  sel: null,
  trace: null,
  tdir: 'upstream',
  asof: null,
  stitch: false,
  group: null,
  inf: true,
  sched: false,
  more: [],
  view: 'runs',
  since: null,
  until: null,
  acc: [],
  rej: [],
  reveal: [],
  open: [],
  all: false,
});

/** Keys in the order they are written to the URL, so equal params always give equal hrefs. */
export const INVESTIGATION_KEYS = [
  'node',
  'depth',
  'dir',
  'exp',
  'sel',
  'trace',
  'tdir',
  'asof',
  'stitch',
  'group',
  'inf',
  'sched',
  'more',
  'view',
  'since',
  'until',
  'acc',
  'rej',
  'reveal',
  'open',
  'all',
] as const;

// Expanding hundreds of datasets is not an investigation a link should carry; cap what a URL can request.
const MAX_EXPANDED = 200;
// Each lazy expansion is one request; a link asking for hundreds is not an investigation.
const MAX_MORE = 50;

function idWithPrefix(prefixes: readonly string[]) {
  return z
    .string()
    .max(MAX_ID_LENGTH)
    .refine((s) => !CONTROL_CHARS.test(s), 'control characters')
    .refine((s) => prefixes.some((p) => s.startsWith(p) && hasNamespaceAndName(s.slice(p.length))), 'nodeId shape');
}

// `NS:NAME` with both parts non-empty; which colon splits them is ambiguous
// (docs/marquez-api.md#colons-in-namespaces-and-node-ids) but some must.
function hasNamespaceAndName(rest: string): boolean {
  const i = rest.indexOf(':');
  return i > 0 && i < rest.length - 1;
}

const entityId = idWithPrefix(['dataset:', 'job:']);
const datasetId = idWithPrefix(['dataset:']);
const fieldId = idWithPrefix(['datasetField:']);
const depthSchema = z.coerce.number().int().min(MIN_DEPTH).max(MAX_DEPTH);
const asofSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.guid()]);
const tagGroupSchema = z
  .string()
  .regex(/^tag:./s)
  .max(200)
  .refine((s) => !CONTROL_CHARS.test(s), 'control characters')
  .transform((s) => s as `tag:${string}`);
const groupSchema = z.union([z.enum(GRAPH_GROUPINGS), tagGroupSchema]);
const viewSchema = z.enum(LINEAGE_VIEWS);
const boundSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
const flagSchema = z.enum(['0', '1']).transform((v) => v === '1');

function expansionKey(e: LineageExpansion): string {
  return `${directionCode(e.side)}:${e.nodeId}`;
}

function parseExpansion(raw: string): LineageExpansion | null {
  const i = raw.indexOf(':');
  const side = directionOfCode(SIDES, raw.slice(0, i));
  const nodeId = raw.slice(i + 1);
  return side && entityId.safeParse(nodeId).success ? { nodeId, side } : null;
}

const revealSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((s) => !CONTROL_CHARS.test(s), 'control characters');
const openSchema = z
  .string()
  .min(1)
  .max(MAX_ID_LENGTH)
  .refine((s) => !CONTROL_CHARS.test(s), 'control characters');
// Opening more layers or groups than this is "show all", which has its own flag.
const MAX_OPENED = 100;

function uniqueStrings(values: readonly string[], schema: z.ZodType<string>): string[] {
  const out: string[] = [];
  for (const raw of values) {
    if (out.length >= MAX_OPENED) break;
    if (schema.safeParse(raw).success && !out.includes(raw)) out.push(raw);
  }
  return out;
}

function pick<T>(schema: z.ZodType<T>, raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

/**
 * A parser's memory: each list of a new parse that holds what the previous one held is the previous list itself.
 * A click writes `sel` to the URL, and every list parsed afresh would look changed to every memo keyed on it — on
 * a graph of 10,000 nodes the whole canvas pipeline and layout hash ran again for a selection.
 */
export function paramsSharer(): (next: InvestigationParams) => InvestigationParams {
  let last: InvestigationParams | null = null;
  return (next) => {
    const prev = last;
    const shared: InvestigationParams = { ...next };
    if (prev) {
      for (const key of Object.keys(next) as (keyof InvestigationParams)[]) {
        const before = prev[key];
        const now = next[key];
        if (Array.isArray(before) && Array.isArray(now) && JSON.stringify(before) === JSON.stringify(now)) Object.assign(shared, { [key]: before });
      }
    }
    last = shared;
    return shared;
  };
}

/** Reads `/lineage` search params; each invalid value falls back to its default (never throws). */
export function parseInvestigationParams(search: URLSearchParams | string): InvestigationParams {
  const sp = typeof search === 'string' ? new URLSearchParams(search) : search;
  const d = DEFAULT_INVESTIGATION_PARAMS;
  const exp: string[] = [];
  for (const raw of sp.getAll('exp')) {
    if (exp.length >= MAX_EXPANDED) break;
    if (datasetId.safeParse(raw).success && !exp.includes(raw)) exp.push(raw);
  }
  const more: LineageExpansion[] = [];
  const seen = new Set<string>();
  for (const raw of sp.getAll('more')) {
    if (more.length >= MAX_MORE) break;
    const e = parseExpansion(raw);
    if (e && !seen.has(expansionKey(e))) {
      seen.add(expansionKey(e));
      more.push(e);
    }
  }
  return {
    node: pick(entityId, sp.get('node'), d.node),
    depth: pick(depthSchema, sp.get('depth'), d.depth),
    dir: directionOfCode(GRAPH_DIRECTIONS, sp.get('dir')) ?? d.dir,
    exp,
    sel: pick(entityId, sp.get('sel'), d.sel),
    trace: pick(fieldId, sp.get('trace'), d.trace),
    tdir: directionOfCode(TRACE_DIRECTIONS, sp.get('tdir')) ?? d.tdir,
    asof: pick(asofSchema, sp.get('asof'), d.asof),
    stitch: pick(flagSchema, sp.get('stitch'), d.stitch),
    group: pick(groupSchema, sp.get('group'), d.group),
    inf: pick(flagSchema, sp.get('inf'), d.inf),
    sched: pick(flagSchema, sp.get('sched'), d.sched),
    more,
    view: pick(viewSchema, sp.get('view'), d.view),
    since: pick(boundSchema, sp.get('since'), d.since),
    until: pick(boundSchema, sp.get('until'), d.until),
    acc: parsePairs(sp.getAll('acc')),
    rej: parsePairs(sp.getAll('rej')),
    reveal: uniqueStrings(sp.getAll('reveal'), revealSchema),
    open: uniqueStrings(sp.getAll('open'), openSchema),
    all: pick(flagSchema, sp.get('all'), d.all),
  };
}

/**
 * Writes params as URL search params, leaving out defaults so links stay short and stable.
 * `parseInvestigationParams(serializeInvestigationParams(p))` equals `p` for any valid `p`.
 */
export function serializeInvestigationParams(params: Partial<InvestigationParams>): URLSearchParams {
  const p = { ...DEFAULT_INVESTIGATION_PARAMS, ...params };
  const d = DEFAULT_INVESTIGATION_PARAMS;
  const sp = new URLSearchParams();
  for (const key of INVESTIGATION_KEYS) {
    switch (key) {
      case 'exp':
        for (const id of new Set(p.exp)) sp.append('exp', id);
        break;
      case 'more':
        for (const key of new Set(p.more.map(expansionKey))) sp.append('more', key);
        break;
      case 'acc':
      case 'rej': {
        const seen = new Set<string>();
        for (const pair of p[key]) {
          if (seen.has(stitchKey(pair))) continue;
          seen.add(stitchKey(pair));
          sp.append(key, pairValue(pair));
        }
        break;
      }
      case 'reveal':
      case 'open':
        for (const v of new Set(p[key])) sp.append(key, v);
        break;
      case 'all':
      case 'stitch':
      case 'inf':
      case 'sched':
        if (p[key] !== d[key]) sp.set(key, p[key] ? '1' : '0');
        break;
      case 'dir':
      case 'tdir':
        if (p[key] !== d[key]) sp.set(key, directionCode(p[key]));
        break;
      case 'depth':
        if (p.depth !== d.depth) sp.set('depth', String(p.depth));
        break;
      default: {
        const value = p[key];
        if (value !== null && value !== d[key]) sp.set(key, value);
      }
    }
  }
  return sp;
}

/** Applies a patch; `undefined` keys keep their value, `null` clears. Pure, for the hook and for tests. */
export function patchInvestigationParams(current: InvestigationParams, patch: Partial<InvestigationParams>): InvestigationParams {
  const next = { ...current };
  for (const key of INVESTIGATION_KEYS) {
    const value = patch[key];
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  // Opened layers and groups, and "show all", belong to one graph: a new focus, depth, direction or lineage view
  // starts capped again (the patch may still set them), and groups opened under another grouping mean nothing.
  const graphChanged = (['node', 'depth', 'dir', 'view', 'since', 'until'] as const).some((k) => patch[k] !== undefined && patch[k] !== current[k]);
  if (graphChanged) {
    next.reveal = patch.reveal ?? [];
    next.open = patch.open ?? [];
    next.all = patch.all ?? false;
  }
  if (patch.group !== undefined && patch.group !== current.group) next.open = patch.open ?? [];
  return next;
}

/** Path of the lineage route (graph-paths.ts, which the boot script reads without this module's zod). */
export { LINEAGE_PATH };

/** Href of `/lineage` for these params (defaults omitted), e.g. `lineageHref({ node })`. */
export function lineageHref(params: Partial<InvestigationParams>): string {
  const qs = serializeInvestigationParams(params).toString();
  return qs ? `${LINEAGE_PATH}?${qs}` : LINEAGE_PATH;
}
