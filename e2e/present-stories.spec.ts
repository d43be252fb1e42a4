import { expect, test, type Page } from '@playwright/test';
import { TALK } from '../mocks/scenarios/talk/names.ts';

// Story files and authoring (present mode's stories page), apart from the talk's own steps (present.spec.ts).
const topic = `dataset:${TALK.datasets.ordersTopic.namespace}:${TALK.datasets.ordersTopic.name}`;
const present = (page: Page) => page.getByTestId('present-mode');
const VIEWPORT = { width: 1280, height: 720 };

test.describe('present mode: stories from files and authoring', () => {
  test.use({ viewport: VIEWPORT });

  test('importing a broken story file names what is wrong', async ({ page }) => {
    await page.goto('/present');
    const broken = {
      id: 'broken',
      title: 'Broken',
      steps: [{ title: 'One', caption: '', view: { mode: 'graf', focus: 'orders' } }],
    };
    await page.getByTestId('story-file-input').setInputFiles({
      name: 'broken.story.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const error = page.getByTestId('story-import-error');
    await expect(error).toContainText('“broken.story.json” is not a story Tributary can use');
    await expect(error).toContainText('$.steps[0].view.mode: expected one of "graph", "trace", "flip314", "coverage", "boundaries", found "graf"');
    await expect(error).toContainText('$.steps[0].view.focus: expected a dataset or job nodeId');

    await page.getByTestId('story-file-input').setInputFiles({
      name: 'not-json.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"id": '),
    });
    await expect(error).toContainText('The file is not valid JSON');
  });

  test('dropping a broken story file on the import zone names what is wrong', async ({ page }) => {
    await page.goto('/present');
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      const text = JSON.stringify({ id: 'dropped', title: 'Dropped', steps: [{ title: 'x', caption: '', view: { mode: 'trace', focus: 'dataset:a:b' } }] });
      dt.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
      return dt;
    });
    await page.getByTestId('story-drop-zone').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByTestId('story-import-error')).toContainText('$.steps[0].view.trace: expected a traced field');
  });

  test('authoring: a story from the current view, edited, reordered, kept across reloads, presented', async ({ page }) => {
    await page.goto(`/lineage?node=${encodeURIComponent(topic)}`);
    await expect(page.getByTestId('canvas-region').locator(`.react-flow__node[data-id="${topic}"]`)).toBeVisible();
    await page.getByRole('link', { name: 'Present' }).click();
    await expect(page.getByTestId('add-candidate')).toContainText('Lineage of shop.public.orders');

    await page.getByLabel('New story title').fill('My walk');
    await page.getByRole('button', { name: 'New story from this view' }).click();
    await expect(page.getByLabel('Story', { exact: true })).toHaveValue('my-walk');
    await expect(page.getByTestId('story-step-1')).toBeVisible();

    await page.getByTestId('add-current-view').click();
    await expect(page.getByTestId('story-step-2')).toBeVisible();
    await page.getByLabel('Title of step 2').fill('Second look');
    await page.getByLabel('Caption of step 2').fill('Where the topic goes');
    await page.getByRole('button', { name: 'Move step 2 up' }).click();
    await expect(page.getByLabel('Title of step 1')).toHaveValue('Second look');

    await page.reload();
    await page.getByLabel('Story', { exact: true }).selectOption('my-walk');
    await expect(page.getByLabel('Title of step 1')).toHaveValue('Second look');
    await expect(page.getByLabel('Caption of step 1')).toHaveValue('Where the topic goes');

    await page.getByRole('button', { name: 'Delete step 2' }).click();
    await expect(page.getByTestId('story-step-2')).toHaveCount(0);

    await page.getByTestId('present-story').click();
    await expect(present(page)).toHaveAttribute('data-story', 'my-walk');
    await expect(page.getByTestId('present-count')).toHaveText('1 / 1');
    await expect(page.getByRole('heading', { name: 'Second look' })).toBeVisible();
    await expect(present(page).locator(`.react-flow__node[data-id="${topic}"]`)).toBeVisible();
  });
});
