import type { LayoutEngine } from '../../layout/layout-engine.ts';
import { createWorkerLayoutEngine } from '../../layout/worker-layout-engine.ts';

let engine: LayoutEngine | null = null;

/**
 * The tab's one layout engine (one ELK worker), created on first use. Layouts are content-cached by react-query,
 * so sharing the worker across remounts costs nothing and saves re-parsing ELK's 1.6 MB engine.
 */
export function layoutEngine(): LayoutEngine {
  engine ??= createWorkerLayoutEngine();
  return engine;
}
