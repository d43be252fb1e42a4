import { expect, test } from './fixtures.ts';
import { runEvent } from './support/run-event.ts';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cameraAtRest } from './support/camera-at-rest.ts';

// A single dataset too tall to read in one frame on a 1280×720 projector (opened to all its fields) folds away the
// fields the step does not trace or name, and says how many: it is framed whole, its name ≥ 14 px, the traced field
// on screen. The talk's datasets all read whole at 1280×720, so the spec posts a 40-field table of its own (in a
// namespace of its own, so the specs after it see the demo unchanged).
const ARTIFACTS = fileURLToPath(new URL('./artifacts/present-fold/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });
const STORAGE_KEY = 'tributary.stories.v1';

const NS = 'present-fold';
const FIELDS = Array.from({ length: 40 }, (_, i) => `column_${String(i + 1).padStart(2, '0')}`);
const TRACED = 'column_27';
const schema = {
  _producer: 'https://example.com',
  _schemaURL: 'https://openlineage.io/spec/facets/1-1-1/SchemaDatasetFacet.json',
  fields: FIELDS.map((name) => ({ name, type: 'STRING' })),
};
const columnLineage = {
  _producer: 'https://example.com',
  _schemaURL: 'https://openlineage.io/spec/facets/1-2-0/ColumnLineageDatasetFacet.json',
  fields: Object.fromEntries(FIELDS.map((name) => [name, { inputFields: [{ namespace: `s3://${NS}`, name: 'wide_in', field: name }] }])),
};

test('a dataset opened to more fields than 1280×720 holds legibly keeps its traced field and folds the rest', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const base = runEvent(NS, 'widen', [{ name: 'wide_in' }], ['wide_out']);
  const event = {
    ...base,
    inputs: base.inputs.map((i) => ({ ...i, facets: { schema } })),
    outputs: base.outputs.map((o) => ({ ...o, facets: { schema, columnLineage } })),
  };
  expect((await page.request.post('/api/v1/lineage', { data: event })).status()).toBe(201);
  const id = `dataset:s3://${NS}:wide_out`;
  const view = {
    mode: 'trace',
    focus: id,
    expanded: [id],
    trace: { field: `datasetField:s3://${NS}:wide_out:${TRACED}`, direction: 'up' },
    camera: { fit: [id] },
  };
  const story = { id: 'e2e-fold-fields', title: 'One tall dataset', steps: [{ title: 'All its fields', caption: 'The table, opened to every field.', view }] };
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, JSON.stringify([story])]);

  await page.goto(`/present/${story.id}/1`);
  const stage = page.getByTestId('present-mode');
  await expect(stage).toHaveAttribute('data-camera', 'served');
  await cameraAtRest(page);
  await page.screenshot({ path: `${ARTIFACTS}fold-1280.png` });
  const node = page.locator(`[data-testid="present-mode"] .react-flow__node[data-id="${id}"]`);
  await expect(node.getByTestId('folded-fields')).toHaveText(`+${FIELDS.length - 1} more fields`);
  await expect(node.locator(`.tb-field[data-field="${TRACED}"]`)).toBeVisible();
  const measured = await page.evaluate((nodeId) => {
    const flows = [...document.querySelectorAll<HTMLElement>('[data-testid="present-mode"] .react-flow')];
    const flow = flows[flows.length - 1]!;
    const frame = flow.getBoundingClientRect();
    const scale = new DOMMatrixReadOnly(getComputedStyle(flow.querySelector('.react-flow__viewport')!).transform).a;
    const el = flow.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(nodeId)}"]`)!;
    const r = el.getBoundingClientRect();
    // The caption and controls the stage keeps the camera away from.
    const avoid = [...document.querySelectorAll('[data-camera-avoid]')].map((a) => a.getBoundingClientRect());
    const overlaps = avoid.some((a) => a.left < r.right && r.left < a.right && a.top < r.bottom && r.top < a.bottom);
    const inside = r.left >= frame.left - 0.5 && r.top >= frame.top - 0.5 && r.right <= frame.right + 0.5 && r.bottom <= frame.bottom + 0.5;
    const name = el.querySelector<HTMLElement>('.tb-node__name')!;
    return { inside, overlaps, namePx: parseFloat(getComputedStyle(name).fontSize) * scale };
  }, id);
  expect(measured.inside).toBe(true);
  expect(measured.overlaps).toBe(false);
  expect(measured.namePx).toBeGreaterThanOrEqual(14);
});
