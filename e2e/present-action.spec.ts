import { expect } from '@playwright/test';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { testWithServer } from './support/scenario-server.ts';

// A server of its own: the day's event changes the talk's topic, which the shared demo server must keep as it is.
const test = testWithServer({ scenario: 'talk' });

test("the schema-change step sends the day's event to the embedded emulator from the stage", async ({ page, request }) => {
  await page.goto('/present/talk/5');
  await expect(page.getByTestId('present-mode')).toHaveAttribute('data-step', '5');
  const before = Date.now();
  await page.getByTestId('step-action').click();
  await expect(page.getByTestId('step-action-note')).toHaveText('sent 1');

  // The topic now has a version written just now, with amount in cents.
  const { namespace, name } = TALK.datasets.ordersTopic;
  const res = await request.get(`/api/v1/namespaces/${encodeURIComponent(namespace)}/datasets/${encodeURIComponent(name)}/versions?limit=1`);
  const latest = ((await res.json()) as { versions: { createdAt: string; fields: { name: string; type: string }[] }[] }).versions[0]!;
  expect(Date.parse(latest.createdAt)).toBeGreaterThanOrEqual(before - 60_000);
  expect(latest.fields.find((f) => f.name === TALK.changedField.field)?.type).toBe(TALK.changedField.after);
});
