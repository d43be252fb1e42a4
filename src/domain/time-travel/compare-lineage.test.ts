import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { scenarioEvents } from '../../../mocks/scenarios/index.ts';
import { TALK } from '../../../mocks/scenarios/talk/names.ts';
import type { MqDatasetVersion } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { compareLineageAt, lineageAt } from './compare-lineage.ts';

const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('talk'));
const seg = encodeURIComponent;

async function talkVersions(): Promise<Map<string, MqDatasetVersion[]>> {
  const out = new Map<string, MqDatasetVersion[]>();
  for (const d of Object.values(TALK.datasets)) {
    const r = await emulator.handle({ method: 'GET', url: `/api/v1/namespaces/${seg(d.namespace)}/datasets/${seg(d.name)}/versions?limit=100` });
    out.set(datasetNodeId(d), (JSON.parse(r.body) as { versions: MqDatasetVersion[] }).versions);
  }
  return out;
}

const dayEnd = (day: string): string => `${day}T23:59:00Z`;

describe('compareLineageAt on the talk scenario (versions from the emulator)', () => {
  it('the bad day against the day before: amount changed type on the topic and its raw archive, nothing else changed shape', async () => {
    const versions = await talkVersions();
    const c = compareLineageAt(lineageAt(versions, dayEnd('2026-11-23')), lineageAt(versions, dayEnd(TALK.badDay)));
    // The S3 sink copies the topic as the registry describes it, so the archive changed with it.
    expect(c.datasets.changed.map((d) => ({ namespace: d.namespace, name: d.name })).sort((x, y) => x.name.localeCompare(y.name))).toEqual(
      [TALK.datasets.ordersTopic, TALK.datasets.ordersArchive].sort((x, y) => x.name.localeCompare(y.name)),
    );
    for (const changed of c.datasets.changed) {
      expect(changed.fromVersion).not.toBe(changed.toVersion);
      expect(changed.fields, changed.name).toEqual({
        added: [],
        removed: [],
        changed: [
          {
            name: 'amount',
            before: expect.objectContaining({ type: TALK.changedField.before }),
            after: expect.objectContaining({ type: TALK.changedField.after }),
          },
        ],
      });
    }
    expect(c.datasets.appeared).toEqual([]);
    expect(c.datasets.disappeared).toEqual([]);
    expect(c.edges).toEqual({ appeared: [], disappeared: [] });
  });

  it('the same day against itself changes nothing; the rollback day reverses the change', async () => {
    const versions = await talkVersions();
    const bad = lineageAt(versions, dayEnd(TALK.badDay));
    expect(compareLineageAt(bad, bad)).toMatchObject({ datasets: { appeared: [], disappeared: [], changed: [] }, edges: { appeared: [], disappeared: [] } });
    const rollback = compareLineageAt(bad, lineageAt(versions, TALK.rollbackAt));
    expect(rollback.datasets.changed.map((d) => [d.name, d.fields.changed.map((f) => `${f.name}:${f.after.type}`)])).toEqual([
      [TALK.datasets.ordersTopic.name, [`amount:${TALK.changedField.before}`]],
    ]);
  });

  it('before the pipeline existed, its datasets and the Spark edges appear', async () => {
    const versions = await talkVersions();
    const c = compareLineageAt(lineageAt(versions, '2026-11-19T00:00:00Z'), lineageAt(versions, dayEnd(TALK.badDay)));
    expect(c.datasets.appeared).toEqual(expect.arrayContaining([TALK.datasets.dailyRevenue, TALK.datasets.ordersTopic]));
    expect(c.datasets.changed).toEqual([]);
    expect(c.edges.appeared).toContainEqual({ origin: datasetNodeId(TALK.datasets.ordersEnriched), destination: jobNodeId(TALK.jobs.dailyRevenue) });
    expect(c.edges.appeared).toContainEqual({ origin: jobNodeId(TALK.jobs.dailyRevenue), destination: datasetNodeId(TALK.datasets.dailyRevenue) });
  });
});
