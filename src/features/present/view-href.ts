import {
  DEFAULT_INVESTIGATION_PARAMS,
  parseInvestigationParams,
  serializeInvestigationParams,
  type InvestigationParams,
} from '../../lib/investigation-params.ts';
import { GRAPH_DIRECTIONS, TRACE_DIRECTIONS } from '../../domain/direction.ts';
import { directionCode, directionOfCode } from '../../lib/direction-param.ts';
import { storyViewSchema, type StoryCamera, type StoryStep, type StoryView, type ViewMode } from './story-schema.ts';

/** Route of each view mode; `graph` and `trace` share the lineage canvas (a trace is a param on it). */
export const MODE_PATHS: Readonly<Record<ViewMode, string>> = {
  graph: '/lineage',
  trace: '/lineage',
  flip314: '/compare/flip314',
  coverage: '/coverage',
  boundaries: '/boundaries',
};

function toParams(view: StoryView): Partial<InvestigationParams> {
  const params: Partial<InvestigationParams> = {
    node: view.focus ?? null,
    exp: view.expanded ?? [],
    sel: view.selected ?? null,
    asof: view.asof ?? null,
    stitch: view.stitch ?? false,
  };
  if (view.depth !== undefined) params.depth = view.depth;
  const dir = view.direction === undefined ? null : directionOfCode(GRAPH_DIRECTIONS, view.direction);
  if (dir !== null) params.dir = dir;
  // A graph step shows no trace even if one was authored: the mode is what the audience sees.
  if (view.trace && view.mode !== 'graph') {
    params.trace = view.trace.field;
    params.tdir = directionOfCode(TRACE_DIRECTIONS, view.trace.direction) ?? DEFAULT_INVESTIGATION_PARAMS.tdir;
  }
  return params;
}

/**
 * The normal (non-present) URL of a story view, e.g. `/lineage?node=dataset%3A…&trace=…&tdir=up`.
 * Params are written by the shared investigation-params serializer, so the views read them back unchanged.
 */
export function viewToHref(view: StoryView): string {
  const qs = serializeInvestigationParams(toParams(view)).toString();
  const path = MODE_PATHS[view.mode];
  return qs ? `${path}?${qs}` : path;
}

function modeOf(pathname: string, params: InvestigationParams): ViewMode | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === MODE_PATHS.graph) return params.trace ? 'trace' : 'graph';
  if (path === MODE_PATHS.flip314) return 'flip314';
  if (path === MODE_PATHS.coverage) return 'coverage';
  if (path === MODE_PATHS.boundaries) return 'boundaries';
  return null;
}

function titleFor(view: StoryView): string {
  const name = (id: string | undefined) => (id ? id.slice(id.lastIndexOf(':') + 1) : '');
  switch (view.mode) {
    case 'trace':
      return `Trace ${view.trace ? name(view.trace.field) : ''}`.trim();
    case 'graph':
      return `Lineage of ${name(view.focus)}`;
    case 'flip314':
      return 'What FLIP-314 would show';
    case 'coverage':
      return 'Column-level coverage';
    case 'boundaries':
      return 'Engine boundaries';
  }
}

export interface LocationLike {
  pathname: string;
  search: string;
}

/**
 * Turns the location the user is looking at into a story step ("Add current view as step"). Returns `null`
 * when the location is not a view a story can show (e.g. the present route itself) or lacks what its mode needs.
 */
export function currentViewToStep(location: LocationLike, extra: { title?: string; caption?: string; camera?: StoryCamera } = {}): StoryStep | null {
  const params = parseInvestigationParams(location.search);
  const mode = modeOf(location.pathname, params);
  if (!mode) return null;
  const d = DEFAULT_INVESTIGATION_PARAMS;
  const view: StoryView = { mode };
  if (params.node) view.focus = params.node;
  if (params.depth !== d.depth) view.depth = params.depth;
  if (params.dir !== d.dir) view.direction = directionCode(params.dir);
  if (params.exp.length > 0) view.expanded = params.exp;
  if (params.sel) view.selected = params.sel;
  if (params.trace) view.trace = { field: params.trace, direction: directionCode(params.tdir) };
  if (params.asof) view.asof = params.asof;
  if (params.stitch) view.stitch = true;
  if (extra.camera) view.camera = extra.camera;
  const checked = storyViewSchema.safeParse(view);
  if (!checked.success) return null;
  return { title: extra.title ?? titleFor(checked.data), caption: extra.caption ?? '', view: checked.data };
}
