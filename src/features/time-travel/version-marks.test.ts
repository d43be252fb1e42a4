import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { scenarioEvents } from '../../../mocks/scenarios/index.ts';
import { TALK } from '../../../mocks/scenarios/talk/names.ts';
import type { MqDatasetVersion } from '../../domain/marquez-shapes.ts';
import { timelineEntries } from './version-marks.ts';

const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('talk'));
const seg = encodeURIComponent;

async function versionsOf(d: { namespace: string; name: string }): Promise<MqDatasetVersion[]> {
  const r = await emulator.handle({ method: 'GET', url: `/api/v1/namespaces/${seg(d.namespace)}/datasets/${seg(d.name)}/versions?limit=100` });
  return (JSON.parse(r.body) as { versions: MqDatasetVersion[] }).versions;
}

describe('timelineEntries on the talk scenario', () => {
  it('marks the failed quality check on the bad day only, and points at the run that made that version', async () => {
    const entries = timelineEntries(await versionsOf(TALK.datasets.dailyRevenue));
    const failed = entries.filter((e) => e.failedChecks.length > 0);
    expect(failed.map((e) => e.version.createdAt.slice(0, 10))).toEqual([TALK.badDay]);
    expect(failed[0]?.failedChecks).toEqual([TALK.failedAssertion.assertion]);
    expect(failed[0]?.asof).toBe(failed[0]?.version.createdByRun?.id);
    expect(entries.every((e) => e.schemaChange === null)).toBe(true);
  });

  it("marks the topic's schema changes; a run that made several versions is picked by time", async () => {
    const entries = timelineEntries(await versionsOf(TALK.datasets.ordersTopic));
    const changed = entries.filter((e) => e.schemaChange).map((e) => [e.version.createdAt, e.schemaChange?.changed.map((c) => `${c.name}:${c.after.type}`)]);
    expect(changed).toEqual([
      [expect.stringMatching(/^2026-11-25T08:05/), [`amount:${TALK.changedField.before}`]],
      [expect.stringMatching(/^2026-11-24T09:12/), [`amount:${TALK.changedField.after}`]],
    ]);
    const bad = entries.find((e) => e.version.createdAt.startsWith('2026-11-24'));
    // orders-cdc's first run made both the original and the cents version: its id cannot name one of them.
    expect(bad?.asof).toBe(bad?.version.createdAt);
  });
});
