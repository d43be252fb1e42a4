import { busiestNamespace } from '../src/features/search/busiest-namespace.ts';
import type { MqJob } from '../src/domain/marquez-shapes.ts';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { datasetId, expect, fieldId, jobId, lineageParams, test } from './fixtures.ts';

const topic = TALK.datasets.ordersTopic;
const enriched = TALK.datasets.ordersEnriched;
const enc = encodeURIComponent;

test.describe('links copied from Marquez web (issue 20)', () => {
  test('a table-level dataset link opens its graph, with the open drawer selected', async ({ shell, page }) => {
    await shell.goto(`/lineage/dataset/${enc(topic.namespace)}/${enc(topic.name)}?depth=3&tableLevelNode=${enc(datasetId(enriched))}`);
    await expect(page).toHaveURL(/\/lineage\?/);
    const params = lineageParams(page.url());
    expect(params.get('node')).toBe(datasetId(topic));
    expect(params.get('depth')).toBe('3');
    expect(params.get('sel')).toBe(datasetId(enriched));
    await expect(shell.graphNodes.first()).toBeVisible();
  });

  test('a job link and a full-graph link keep their meaning', async ({ shell, page }) => {
    await shell.goto(`/lineage/job/${enc(TALK.jobs.ordersEnrichment.namespace)}/${enc(TALK.jobs.ordersEnrichment.name)}?isFull=true`);
    await expect(page).toHaveURL(/\/lineage\?/);
    expect(lineageParams(page.url()).get('node')).toBe(jobId(TALK.jobs.ordersEnrichment));
    expect(lineageParams(page.url()).get('dir')).toBe('full');
  });

  test('a column-level link traces the highlighted column', async ({ shell, page }) => {
    await shell.goto(`/datasets/column-level/${enc(topic.namespace)}/${enc(topic.name)}?column=amount`);
    await expect(page).toHaveURL(/\/lineage\?/);
    const params = lineageParams(page.url());
    expect(params.get('trace')).toBe(fieldId(topic, 'amount'));
    expect(params.getAll('exp')).toEqual([datasetId(topic)]);
    await expect(page.getByRole('heading', { name: /Trace/ }).first()).toBeVisible();
  });

  test('the list pages open the overview, and back does not return to the Marquez link', async ({ shell, page }) => {
    await shell.goto('/coverage');
    await page.goto('/events');
    await expect(page.getByTestId('namespace-overview')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/coverage$/);
  });
});

test.describe('home page namespace (issue 20)', () => {
  test('opens on the namespace with the most lineage and keeps the choice in the URL', async ({ shell, page }) => {
    const list = (await (await page.request.get('/api/v1/namespaces')).json()) as { namespaces: { name: string; isHidden: boolean }[] };
    const names = list.namespaces.filter((n) => !n.isHidden).map((n) => n.name);
    const byNs = new Map<string, MqJob[]>();
    for (const ns of names) byNs.set(ns, ((await (await page.request.get(`/api/v1/namespaces/${enc(ns)}/jobs?limit=100`)).json()) as { jobs: MqJob[] }).jobs);
    const expected = busiestNamespace(byNs);
    expect(expected).not.toBeNull();
    expect(expected).not.toBe([...names].sort((a, b) => a.localeCompare(b))[0]);

    await shell.goto('/');
    await expect(shell.namespacePicker).toHaveValue(expected ?? '');
    await expect.poll(() => new URL(page.url()).searchParams.get('ns')).toBe(expected);
    const overview = page.getByTestId('overview-datasets').or(page.getByTestId('overview-jobs'));
    await expect(overview.getByRole('link').first()).toBeVisible();

    await shell.namespacePicker.selectOption(TALK.namespaces.spark);
    await expect.poll(() => new URL(page.url()).searchParams.get('ns')).toBe(TALK.namespaces.spark);
    await page.reload();
    await expect(shell.namespacePicker).toHaveValue(TALK.namespaces.spark);
    await page.goBack();
    await expect(shell.namespacePicker).toHaveValue(expected ?? '');

    // A link to another namespace wins over the remembered choice.
    await shell.goto(`/?ns=${enc(TALK.namespaces.kafka)}`);
    await expect(shell.namespacePicker).toHaveValue(TALK.namespaces.kafka);
  });
});
