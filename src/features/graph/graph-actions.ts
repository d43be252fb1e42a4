import { createContext, useContext } from 'react';

/** What a node can ask of the view. One stable object per view, so nodes stay memoised when the URL changes. */
export interface GraphActions {
  toggleExpanded: (datasetId: string) => void;
}

const noop: GraphActions = { toggleExpanded: () => undefined };

export const GraphActionsContext = createContext<GraphActions>(noop);

export function useGraphActions(): GraphActions {
  return useContext(GraphActionsContext);
}
