import { createContext, useContext } from 'react';
import type { Side } from '../../domain/direction.ts';

/** What a node can ask of the view. One stable object per view, so nodes stay memoised when the URL changes. */
export interface GraphActions {
  toggleExpanded: (datasetId: string) => void;
  /** "Trace this value" from a field row (sets the URL's `trace`). */
  traceField: (field: { namespace: string; dataset: string; field: string }) => void;
  /** Fetch one more job hop on a side of a node (adds a `more` expansion to the URL). */
  expandSide: (nodeId: string, side: Side) => void;
}

const noop: GraphActions = { toggleExpanded: () => undefined, traceField: () => undefined, expandSide: () => undefined };

export const GraphActionsContext = createContext<GraphActions>(noop);

export function useGraphActions(): GraphActions {
  return useContext(GraphActionsContext);
}
