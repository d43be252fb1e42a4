import { CATALOG_CDC, CUSTOM_SINK, DEMO_CONNECTORS, DEMO_SUBJECTS, PAGEVIEWS_GCS, SESSIONS_SINK_FAILED } from '../mocks/connect/connectors.ts';
import { startStandIn, type StandIn } from '../mocks/connect/stand-in-server.ts';
import { runConnectLineageCli } from '../src/cli/connect-lineage-cli.ts';
import { expect, jobId } from './fixtures.ts';
import { EngineViewsPage } from './pages/engine-views-page.ts';
import { testWithServer } from './support/scenario-server.ts';

// Issue 17: stand-in Kafka Connect + Schema Registry → connect-lineage → the emulator (its own server, no
// scenario, so the demo's coverage is untouched) → Tributary. The connectors appear as Kafka Connect jobs, and
// Coverage shows each one whose schema is known at column level.
const test = testWithServer({ scenario: 'none' }).extend<object, { standIn: StandIn }>({
  standIn: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const s = await startStandIn({ connectors: DEMO_CONNECTORS, subjects: DEMO_SUBJECTS });
      await use(s);
      await s.close();
    },
    { scope: 'worker' },
  ],
});

const job = (name: string) => jobId({ namespace: 'kafka-connect', name });
const DATASET_LEVEL = new Set([CATALOG_CDC.name, SESSIONS_SINK_FAILED.name]);
// Writes nothing Tributary could name: an unknown connector class, and a sink whose TimestampRouter picks one
// directory per day (the capture says so on the job instead of guessing a name from the pattern).
const NAMES_NOTHING = new Set([CUSTOM_SINK.name, PAGEVIEWS_GCS.name]);

test.describe('stand-ins → connect-lineage → emulator → Tributary', () => {
  // The capture below runs once, for every test here: one worker runs them all, one after another.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ standIn, scenarioServer }) => {
    const lines: string[] = [];
    const code = await runConnectLineageCli(
      [
        '--connect',
        standIn.connectUrl,
        '--schema-registry',
        standIn.registryUrl,
        '--marquez',
        scenarioServer.baseUrl,
        '--kafka-namespace',
        'kafka://broker:9092',
      ],
      { out: (t) => lines.push(t), err: (t) => lines.push(`ERR ${t}`), env: {} },
    );
    expect(code, lines.join('\n')).toBe(0);
    expect(lines.at(-1)).toMatch(/^sent 16 of 16 events to /);
  });

  test('the connectors appear as Kafka Connect jobs in the overview, with their engine badge', async ({ page }) => {
    await page.goto('/?ns=kafka-connect');
    const jobs = page.getByTestId('overview-jobs');
    for (const c of DEMO_CONNECTORS) {
      const row = jobs.locator('li').filter({ has: page.getByRole('link', { name: c.name, exact: true }) });
      await expect(row).toContainText('Kafka Connect');
    }
    await page.goto(`/lineage?node=${encodeURIComponent(job('orders-to-warehouse'))}&depth=1`);
    await expect(page.locator('.tb-node--job[data-engine="kafka-connect"]').first()).toBeVisible();
  });

  test('Coverage: Kafka Connect at column level for every connector whose schema is known', async ({ page }) => {
    const views = new EngineViewsPage(page);
    await views.goto('/coverage');
    await expect(views.coverage).toBeVisible();
    await expect(views.engineCell('kafka-connect', 'level')).toHaveText('partly column-level');
    for (const c of DEMO_CONNECTORS.filter((x) => !NAMES_NOTHING.has(x.name))) {
      await expect(views.jobCell(job(c.name), 'has-cll'), c.name).toHaveText(DATASET_LEVEL.has(c.name) ? 'no — dataset-level only' : 'yes');
    }
    // Coverage lists jobs by what they write, so a job that names no output has no row.
    for (const name of NAMES_NOTHING) {
      await expect(page.getByTestId('coverage-jobs').locator(`tr[data-job="${job(name)}"]`), name).toHaveCount(0);
    }
  });
});
