import type { LineageView } from './lineage-query.ts';

/** Which lineage an investigation reads: run-level (default) or Marquez's view, and the run-level window. */
export interface LineageSource {
  view: LineageView;
  since: string | null;
  until: string | null;
}

/** The default source: run-level lineage over its default window. */
export const RUN_LEVEL_SOURCE: LineageSource = { view: 'runs', since: null, until: null };

/**
 * Whether a view draws Marquez's `/lineage` answer first and upgrades it to run-level lineage once drawn: the default
 * source only. Not with a time window: Marquez's current graph is not the window's, and must not stand in for it
 * even briefly; `view=marquez` draws that answer and nothing else.
 */
export function drawsMarquezFirst(source: LineageSource): boolean {
  return source.view === 'runs' && source.since === null && source.until === null;
}
