import type { LineageView } from './lineage-query.ts';

/** Which lineage an investigation reads: run-level (default) or Marquez's view, and the run-level window. */
export interface LineageSource {
  view: LineageView;
  since: string | null;
  until: string | null;
}

/** The default source: run-level lineage over its default window. */
export const RUN_LEVEL_SOURCE: LineageSource = { view: 'runs', since: null, until: null };
