import { expect, type Page } from '@playwright/test';
import { cameraAtRest } from './camera-at-rest.ts';

/** What the audience sees of a present step, as comparable data: the step, its framing and the trace drawn on it. */
export interface StageState {
  step: string;
  subject: string;
  part: string;
  parts: string;
  partIds: string;
  /** Cards drawn on the framed canvas. */
  nodes: string[];
  /** Cards dimmed by the trace (off its path). */
  dimmed: string[];
  /** Field rows the trace outlines, as `<dataset id> <field>`. */
  fields: string[];
  /** Edges with their level and dimming (`<id> <classes>`). */
  edges: string[];
  /** The camera, rounded to what the eye can tell apart. */
  viewport: string;
}

/** A first load in a fresh browser computes the trace and the layout from nothing: on a busy machine, many seconds. */
const FIRST_LOAD_MS = 90_000;

/** The step is framed and still: the camera served, run-level lineage in, no layout running, the glide over. */
export async function stageSettled(page: Page): Promise<void> {
  const stage = page.getByTestId('present-mode');
  await expect(stage).toHaveAttribute('data-camera', 'served', { timeout: FIRST_LOAD_MS });
  await expect(stage).toHaveAttribute('data-part', /\d+/);
  await expect(stage.locator('[data-testid="lineage-graph"][aria-busy="true"]')).toHaveCount(0);
  await expect(stage.getByTestId('layout-progress')).toHaveCount(0);
  // FLIP-314's pane draws the trace as its islands' catalog marks it, once that catalog is in.
  if ((await stage.getAttribute('data-mode')) === 'flip314') await expect(stage.getByTestId('flip314-island').first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  await cameraAtRest(page);
}

/** Reads the stage as the audience sees it (the canvas the camera aims: the last one on FLIP-314 steps). */
export async function stageState(page: Page): Promise<StageState> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-testid="present-mode"]')!;
    const flow = [...root.querySelectorAll<HTMLElement>('.react-flow')].pop();
    const cards = flow ? [...flow.querySelectorAll<HTMLElement>('.react-flow__node[data-id]')].filter((n) => !n.dataset.id!.startsWith('datasetField:')) : [];
    const sorted = (list: string[]) => [...list].sort();
    const transform = flow?.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '';
    const m = new DOMMatrixReadOnly(transform || 'none');
    return {
      step: root.dataset.step ?? '',
      subject: root.dataset.subject ?? '',
      part: root.dataset.part ?? '',
      parts: root.dataset.parts ?? '',
      partIds: root.dataset.partIds ?? '',
      nodes: sorted(cards.map((n) => n.dataset.id!)),
      dimmed: sorted(cards.filter((n) => n.querySelector('.tb-node--dimmed')).map((n) => n.dataset.id!)),
      fields: sorted(
        cards.flatMap((n) => [...n.querySelectorAll<HTMLElement>('.tb-field--highlighted')].map((f) => `${n.dataset.id!} ${f.dataset.field ?? ''}`)),
      ),
      edges: sorted(
        flow
          ? [...flow.querySelectorAll<SVGGElement>('.react-flow__edge')].map(
              (g) => `${g.dataset.id ?? ''} ${g.querySelector('path.react-flow__edge-path')?.getAttribute('class') ?? ''}`,
            )
          : [],
      ),
      viewport: `${Math.round(m.e)},${Math.round(m.f)},${m.a.toFixed(3)}`,
    };
  });
}
