import { ORDERS_CDC, TALK_CONNECTORS } from '../mocks/connect/connectors.ts';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, expect } from './fixtures.ts';
import { seriousViolations } from './support/axe-audit.ts';
import { testWithServer } from './support/scenario-server.ts';

// Issue 17's /capture: the demo's Kafka Connect stand-in (the talk's connectors) beside an emulator with no
// scenario, so what the graph shows afterwards comes only from the events this page sends.
const test = testWithServer({ scenario: 'none' });

// One worker for all of this spec's tests: every worker that takes some starts a browser and a server of its own
// (≈ 5 CPU-s each at the end of the e2e run, docs/performance.md#test-time).
test.describe.configure({ mode: 'default' });

test("each connector's config beside the lineage it yields; the events go to the emulator and the jobs appear", async ({ page }) => {
  await page.goto('/capture');
  const view = page.getByTestId('capture-view');
  await expect(view).toContainText('2 connectors, 2 at column level');
  const cdc = page.locator(`[data-testid="capture-connector"][data-connector="${ORDERS_CDC.name}"]`);
  const config = cdc.getByTestId('capture-config');
  await expect(config.locator('tr', { hasText: 'connector.class' })).toContainText('io.debezium.connector.postgresql.PostgresConnector');
  // Credentials never reach the page.
  await expect(config.locator('tr', { hasText: 'database.password' })).toContainText('[redacted]');
  await expect(config).not.toContainText('dbz-secret');
  await expect(cdc.getByTestId('capture-dataset')).toHaveText([
    /postgres:\/\/orders-db:5432 shop\.public\.orders/,
    /kafka:\/\/broker:9092 shop\.public\.orders/,
  ]);
  const amount = cdc.getByTestId('capture-mappings').locator('tr[data-field="amount"]');
  await expect(amount.locator('td').nth(1)).toHaveText(`${TALK.datasets.ordersTable.name}.amount (${TALK.datasets.ordersTable.namespace.split('://')[0]})`);
  await expect(amount.locator('td').nth(2)).toHaveText('IDENTITY');
  await expect(cdc.getByTestId('capture-smt')).toContainText(['unwrapped the Debezium envelope to "after" (6 fields)']);

  await page.getByTestId('capture-send').click();
  await expect(page.getByTestId('capture-sent')).toContainText('Sent 2 of 2 events');
  // Sources first: the graph link opens the connector where the lineage starts.
  await page.getByRole('link', { name: `Open ${ORDERS_CDC.name} in the graph` }).click();
  await expect(page).toHaveURL(/\/lineage\?/);
  await expect(page.locator('.tb-node--job[data-engine="kafka-connect"]').first()).toBeVisible();
});

test('axe finds no serious or critical violation on /capture, light and dark', async ({ page }) => {
  // One load: the theme follows `prefers-color-scheme` live, as the accessibility spec's audits rely on too.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/capture');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect(page.getByTestId('capture-connector')).toHaveCount(2);
    expect(await seriousViolations(page), `${scheme} theme`).toEqual([]);
  }
});

// The demo's talk: its Kafka Connect lineage is what this capture produced over the week, so sending it on stage is
// one more poll of the same connectors — it lands in the runs the scenario already has, and starts none.
const talk = testWithServer({ scenario: 'talk' });

talk('in the talk, the events sent on stage land in the runs the week of capture left', async ({ page, request }) => {
  const runIds = async (name: string) => {
    const res = await request.get(`/api/v1/namespaces/${encodeURIComponent(TALK.namespaces.kafkaConnect)}/jobs/${encodeURIComponent(name)}/runs?limit=100`);
    return ((await res.json()) as { runs: { id: string }[] }).runs.map((r) => r.id).sort();
  };
  const before = await Promise.all(TALK_CONNECTORS.map((c) => runIds(c.name)));
  await page.goto('/capture');
  await expect(page.getByTestId('capture-view')).toContainText(`${TALK_CONNECTORS.length} connectors, ${TALK_CONNECTORS.length} at column level`);
  await page.getByTestId('capture-send').click();
  await expect(page.getByTestId('capture-sent')).toContainText(`Sent ${TALK_CONNECTORS.length} of ${TALK_CONNECTORS.length} events`);
  expect(await Promise.all(TALK_CONNECTORS.map((c) => runIds(c.name)))).toEqual(before);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${ARTIFACTS_DIR}capture-talk-${scheme}.png` });
  }
});
