import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { LINEAGE_PATH } from './graph-paths.ts';
import { DEFAULT_INVESTIGATION_PARAMS, INVESTIGATION_KEYS, parseInvestigationParams, type InvestigationParams } from './investigation-params.ts';

/**
 * The first view in the page (issue 19, docs/architecture.md#layout-where-it-is-cheapest): the production server puts
 * the `/lineage` answer of the link being opened, and its layout, in the HTML as a `<script type="application/json">`
 * element (data, never run: the CSP allows no inline script), so the canvas draws without a round trip for either.
 * Shared by the server, which writes it, and the page, which reads it through the zod gateway (src/app/first-view.ts).
 */
export const FIRST_VIEW_ELEMENT_ID = 'tributary-first-view';

/**
 * Our server's route for a large view's first drawing (src/server/shared-lineage-fetch.ts): the nodes its capped
 * drawing shows and the cap over the rest, which the page draws before it reads the whole answer (issue 31).
 */
export const FIRST_DRAWING_PATH = '/api/tributary/first-drawing';

/** Bumped when the payload's shape changes: a page never reads another version's payload. */
export const FIRST_VIEW_VERSION = 1;

/** The one `/lineage` request a link's first view needs. */
export interface FirstViewQuery {
  nodeId: string;
  depth: number;
}

/** What the element holds, unvalidated until the page reads it: the answer goes through the zod gateway. */
export interface FirstViewPayload {
  v: typeof FIRST_VIEW_VERSION;
  nodeId: string;
  depth: number;
  /** `Date.now()` on the server when the answer arrived: an old page (the back button) is not fresh data. */
  fetchedAt: number;
  lineage: unknown;
  /** The layout of the graph the canvas will draw, under its layout cache key (layout-cache-key.ts); absent when not ready in time. */
  layout?: { key: string; result: unknown };
  /**
   * The facets that decide how the answer's datasets are drawn, by nodeId, from their GETs (src/server/first-view-facets.ts):
   * the page's answer carries them (MqLineageGraph.facets), so its first drawing says what its frame said.
   */
  facets?: MqLineageGraph['facets'];
}

// Params that change what the first drawing is made of (more answers, fields, grouping, a window, a trace): such a
// link takes the ordinary path. Focus, direction and depth are the view itself; selection, trace direction, the
// inferred-hops choice and the lineage view do not change the first drawing. A key added later is not plain until
// it is listed here.
const VIEW_ONLY: ReadonlySet<keyof InvestigationParams> = new Set(['node', 'depth', 'dir', 'sel', 'tdir', 'inf', 'view']);
const PLAIN = INVESTIGATION_KEYS.filter((key) => !VIEW_ONLY.has(key));

const isDefault = (params: InvestigationParams, key: keyof InvestigationParams): boolean => {
  const value = params[key];
  return Array.isArray(value) ? value.length === 0 : value === DEFAULT_INVESTIGATION_PARAMS[key];
};

/** The `/lineage` query a plain link to the canvas opens with, or null when the page is not one (or not plain). */
export function firstViewQuery(pathname: string, search: string): FirstViewQuery | null {
  if (pathname !== LINEAGE_PATH) return null;
  const params = parseInvestigationParams(search);
  if (params.node === null || !PLAIN.every((key) => isDefault(params, key))) return null;
  return { nodeId: params.node, depth: params.depth };
}

/**
 * The element's text for a payload whose `lineage` (and layout result) are already JSON text, so a large answer is
 * not parsed and serialised again. Every `<` is escaped (`\u003c`, the same string to JSON.parse), so no `</script`
 * or `<!--` in a name from Marquez can end or bend the element.
 */
export function firstViewJson(
  head: Omit<FirstViewPayload, 'lineage' | 'layout' | 'facets'>,
  lineageJson: string,
  layout?: { key: string; json: string },
  facets?: FirstViewPayload['facets'],
): string {
  const meta = JSON.stringify(head).slice(0, -1);
  const layoutPart = layout ? `,"layout":{"key":${JSON.stringify(layout.key)},"result":${layout.json}}` : '';
  const facetsPart = facets && Object.keys(facets).length > 0 ? `,"facets":${JSON.stringify(facets)}` : '';
  return `${meta},"lineage":${lineageJson}${layoutPart}${facetsPart}}`.replace(/</g, '\\u003c');
}
