import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Side } from '../../domain/direction.ts';
import type { LineageExpansion } from '../../domain/graph/lineage-expansions.ts';
import type { OpenSides } from '../../domain/graph/merge-lineage-answers.ts';

/** A side's button: offered, or its expansion is loading. */
export type SideState = 'open' | 'busy';

export interface NodeSides {
  upstream: SideState | null;
  downstream: SideState | null;
}

/**
 * Which nodes show "expand upstream/downstream" buttons. A store rather than node data or a plain context value:
 * each node subscribes to its own string snapshot, so a new answer re-renders only the nodes whose buttons
 * changed, not all of them (docs/architecture.md#react-flow-rules, "subscribe narrowly").
 */
export interface ExpandSidesStore {
  subscribe: (listener: () => void) => () => void;
  /** `up|down` states of one node, e.g. `open|` (stable strings, so snapshots compare by value). */
  snapshot: (nodeId: string) => string;
  set: (expandable: ReadonlyMap<string, OpenSides>, expanding: ReadonlySet<string>) => void;
}

type Key = (e: LineageExpansion) => string;

/** A store for one canvas; `keyOf` must match how `expanding` is keyed. */
export function createExpandSidesStore(keyOf: Key): ExpandSidesStore {
  let states = new Map<string, string>();
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (nodeId) => states.get(nodeId) ?? '',
    set: (expandable, expanding) => {
      const next = new Map<string, string>();
      for (const [nodeId, open] of expandable) {
        const state = (side: Side, isOpen: boolean) => (!isOpen ? '' : expanding.has(keyOf({ nodeId, side })) ? 'busy' : 'open');
        next.set(nodeId, `${state('upstream', open.upstream)}|${state('downstream', open.downstream)}`);
      }
      states = next;
      for (const listener of listeners) listener();
    },
  };
}

export const ExpandSidesContext = createContext<ExpandSidesStore | null>(null);

const noSubscribe = () => () => undefined;

function parseSide(raw: string | undefined): SideState | null {
  return raw === 'open' || raw === 'busy' ? raw : null;
}

/** The expand buttons one node shows; re-renders only when they change. */
export function useExpandSides(nodeId: string): NodeSides {
  const store = useContext(ExpandSidesContext);
  const raw = useSyncExternalStore(store?.subscribe ?? noSubscribe, () => store?.snapshot(nodeId) ?? '');
  const [up, down] = raw.split('|');
  return { upstream: parseSide(up), downstream: parseSide(down) };
}
