import { useEffect } from 'react';
import { useStoreApi, useUpdateNodeInternals } from '@xyflow/react';

// Frames to wait before looking, and how many looks: React Flow measures through a ResizeObserver a frame or two
// after mounting.
const SETTLE_FRAMES = 2;
const LOOKS = 5;

/**
 * React Flow draws an edge only between nodes whose handles it has measured, and it drops a node's measured handles
 * whenever the node object changes (our nodes are rebuilt from props, without `measured`). The re-measure is left to a
 * ResizeObserver, and in CI a canvas sometimes stayed without any edge for 15 s: nodes drawn, handles never measured.
 * So after the drawn nodes change, the nodes still without measured handles are measured again, explicitly.
 */
export function useMeasuredHandles(nodes: readonly unknown[]): void {
  const store = useStoreApi();
  const updateNodeInternals = useUpdateNodeInternals();
  useEffect(() => {
    let frame = 0;
    let looks = 0;
    const look = (wait: number): void => {
      frame = requestAnimationFrame(() => {
        if (wait > 1) return look(wait - 1);
        const unmeasured: string[] = [];
        for (const node of store.getState().nodeLookup.values()) if (!node.hidden && !node.internals.handleBounds) unmeasured.push(node.id);
        if (unmeasured.length === 0 || ++looks >= LOOKS) return;
        updateNodeInternals(unmeasured);
        look(SETTLE_FRAMES);
      });
    };
    look(SETTLE_FRAMES);
    return () => cancelAnimationFrame(frame);
  }, [nodes, store, updateNodeInternals]);
}
