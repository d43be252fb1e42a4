/**
 * Present mode's stage planning for the canvas camera: which fields a stage command's datasets keep, and which part of
 * its subject to frame now (stage-plan.ts does the arithmetic; this reads the layout and the free area).
 */
import type { LayoutResult } from '../../layout/layout-engine.ts';
import type { CameraCommand } from '../../state/camera-controller.ts';
import { planFields, planStage, type FieldedBox } from '../../domain/graph/stage-plan.ts';
import { absoluteBox, type Insets } from './camera-frame.ts';
import { GRAPH_NODE_SIZES } from './graph-sizes.ts';

/** What a stage may fold: each expanded dataset's fields (all of them) and the ones the trace needs; what is folded. */
export interface StageFields {
  fieldsOf: ReadonlyMap<string, { fields: readonly string[]; keep: ReadonlySet<string> }>;
  applied: ReadonlyMap<string, readonly string[] | null> | null;
  apply: (plan: ReadonlyMap<string, readonly string[] | null> | null) => void;
}

/** The part of a `size` canvas the stage leaves free (screen px). */
function freeArea(size: { width: number; height: number }, insets: Insets): { width: number; height: number } {
  return { width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom };
}

function samePlan(a: ReadonlyMap<string, readonly string[] | null> | null, b: ReadonlyMap<string, readonly string[] | null> | null): boolean {
  if ((a?.size ?? 0) !== (b?.size ?? 0)) return false;
  for (const [id, kept] of a ?? []) {
    const other = b?.get(id);
    if (other === undefined || (kept === null) !== (other === null) || (kept && other && kept.join('\n') !== other.join('\n'))) return false;
  }
  return true;
}

/**
 * The fields a stage command's datasets keep (stage-plan.ts planFields); `true` when the canvas already draws them
 * that way, else asks for the relayout and the command waits for it.
 */
export function stageFieldsReady(stage: StageFields | undefined, ids: readonly string[], size: { width: number; height: number }, insets: Insets): boolean {
  if (!stage) return true;
  const nodes: FieldedBox[] = ids.flatMap((id) => {
    const f = stage.fieldsOf.get(id);
    return f ? [{ id, width: GRAPH_NODE_SIZES.datasetWidth, ...f }] : [];
  });
  const free = freeArea(size, insets);
  const plan = planFields({
    nodes,
    free,
    minZoom: STAGE_LEGIBLE_ZOOM,
    padding: STAGE_PADDING,
    headerHeight: GRAPH_NODE_SIZES.datasetHeaderHeight,
    rowHeight: GRAPH_NODE_SIZES.fieldRowHeight,
  });
  if (samePlan(plan, stage.applied)) return true;
  stage.apply(plan.size > 0 ? plan : null);
  return false;
}

export const STAGE_PADDING = 16;
/** Node names are 14 px at zoom 1 (graph.css, present.css): below this zoom they read smaller than 14 px. */
const STAGE_LEGIBLE_ZOOM = 1;

/** The part of a stage command's subject to frame now, told to the command's issuer (present mode steps through parts). */
export function stagePart(layout: LayoutResult, ids: readonly string[], size: { width: number; height: number }, insets: Insets, command: CameraCommand) {
  const subject = ids.flatMap((id) => {
    const b = absoluteBox(layout, id);
    return b ? [{ id, ...b }] : [];
  });
  const free = freeArea(size, insets);
  const plan = planStage({ subject, free, minZoom: STAGE_LEGIBLE_ZOOM, padding: STAGE_PADDING });
  const part = Math.min(Math.max(command.options.part ?? 0, 0), plan.parts.length - 1);
  const shown = plan.parts[part] ?? ids;
  command.options.onFramed?.({ part, parts: plan.parts.length, ids: shown });
  return shown;
}
