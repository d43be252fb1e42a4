import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { REAL_STREAMS, scenarioEvents, TALK } from '../../mocks/scenarios/index.ts';
import { createMarquezClient } from '../api/client.ts';
import { loadSchemaChanges } from './schema-changes.ts';
import { readNamespaces } from './read-namespaces.ts';
import { listJobs } from './run-history-reads.ts';
import { clientSource } from './run-source.ts';

function sourceOver(scenario: 'talk' | 'real-streams') {
  const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
  emulator.loadEvents(scenarioEvents(scenario));
  const urls: string[] = [];
  const client = createMarquezClient({
    baseUrl: 'http://emulator.test/api/v1',
    fetch: async (url) => {
      const u = new URL(url);
      urls.push(u.pathname);
      const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
      return { ok: r.status < 300, status: r.status, text: async () => r.body };
    },
  });
  return { source: clientSource(client), urls };
}

async function changesIn(scenario: 'talk' | 'real-streams', window: { since: string; until: string }) {
  const { source, urls } = sourceOver(scenario);
  const notes: string[] = [];
  const jobs = (await Promise.all((await readNamespaces(source, notes)).map((ns) => listJobs(source, ns, notes)))).flat();
  const before = urls.length;
  const changes = await loadSchemaChanges(source, jobs, window, notes);
  return { changes, versionReads: urls.slice(before), notes };
}

const WEEK = { since: '2026-11-20T00:00:00Z', until: '2026-11-30T00:00:00Z' };

describe('schema changes in the window, read from the emulator', () => {
  it('finds the talk topic’s amount going to cents, on the version the connector’s run wrote, and back at the rollback', async () => {
    const { changes, versionReads, notes } = await changesIn('talk', WEEK);
    expect(notes).toEqual([]);
    expect(changes.map((c) => `${c.dataset.namespace} ${c.dataset.name}`)).toEqual([
      `${TALK.datasets.ordersTopic.namespace} ${TALK.datasets.ordersTopic.name}`,
      `${TALK.datasets.ordersTopic.namespace} ${TALK.datasets.ordersTopic.name}`,
      `${TALK.datasets.ordersArchive.namespace} ${TALK.datasets.ordersArchive.name}`,
    ]);
    const topic = changes.filter((c) => c.dataset.name === TALK.datasets.ordersTopic.name && c.dataset.namespace === TALK.datasets.ordersTopic.namespace);
    expect(topic.map((c) => c.at)).toEqual([expect.stringMatching(/^2026-11-25/), expect.stringMatching(/^2026-11-24T09:12/)]);
    const cents = topic[1];
    expect(cents?.changes.map((c) => `${c.kind}:${c.field}`)).toEqual(['type:amount', 'description:amount']);
    expect(cents?.changes[0]).toMatchObject({
      field: TALK.changedField.field,
      before: { type: TALK.changedField.before },
      after: { type: TALK.changedField.after },
    });
    expect(cents?.job?.name).toBeTruthy();
    expect(cents?.version).not.toBe(cents?.previousVersion);
    // One versions read per dataset written in the window, nothing else.
    expect(versionReads.length).toBeGreaterThan(0);
    expect(versionReads.every((u) => u.endsWith('/versions'))).toBe(true);
    expect(new Set(versionReads).size).toBe(versionReads.length);
  });

  it('finds nothing when the window ends before the change', async () => {
    const { changes } = await changesIn('talk', { since: '2026-11-20T00:00:00Z', until: '2026-11-23T00:00:00Z' });
    expect(changes).toEqual([]);
  });

  it('reads no change into a reader’s description of a topic, and says which writer changed a table (real-streams)', async () => {
    const { changes } = await changesIn('real-streams', { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' });
    // The topic's first version was created by a reader (Avro names: long) before its writer's (Connect names: INT64).
    expect(changes.filter((c) => c.dataset.name === REAL_STREAMS.datasets.paymentsTopic.name)).toEqual([]);
    expect(changes.map((c) => [c.dataset.name, c.job?.name, c.previousJob?.name, c.changes.map((x) => `${x.kind}:${x.field}`).join()])).toEqual([
      [REAL_STREAMS.datasets.paymentsEnriched.name, REAL_STREAMS.jobs.paymentsBackfill.name, REAL_STREAMS.jobs.paymentsEnricher.name, 'type:created_at'],
    ]);
  });
});
