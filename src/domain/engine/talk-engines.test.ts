import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { scenarioEvents } from '../../../mocks/scenarios/index.ts';
import { TALK, type TalkJobKey } from '../../../mocks/scenarios/talk/names.ts';
import type { MqDataset, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { buildLineageGraph } from '../graph/lineage-graph.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';

const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('talk'));
const get = async <T>(path: string): Promise<T> => JSON.parse((await emulator.handle({ method: 'GET', url: `/api/v1${path}` })).body) as T;
const seg = encodeURIComponent;

describe('engine and dataset classification on the talk scenario (Marquez answers from the emulator)', () => {
  it('decides every job engine by the rule the scenario was built to exercise', async () => {
    const focus = datasetNodeId(TALK.datasets.dailyRevenue);
    const lineage = await get<MqLineageGraph>(`/lineage?nodeId=${seg(focus)}&depth=20`);
    const jobs = new Map<string, MqJob>();
    for (const n of lineage.graph.filter((x) => x.type === 'JOB')) {
      jobs.set(n.id, await get<MqJob>(`/namespaces/${seg(n.data.namespace)}/jobs/${seg(n.data.name)}`));
    }
    const datasets = new Map<string, MqDataset>();
    for (const n of lineage.graph.filter((x) => x.type === 'DATASET')) {
      datasets.set(n.id, await get<MqDataset>(`/namespaces/${seg(n.data.namespace)}/datasets/${seg(n.data.name)}`));
    }
    const graph = buildLineageGraph(lineage, { focusId: focus, jobs, datasets });
    for (const [key, expected] of Object.entries(TALK.engines) as [TalkJobKey, (typeof TALK.engines)[TalkJobKey]][]) {
      const node = graph.nodes.get(jobNodeId(TALK.jobs[key]));
      expect(node?.kind === 'job' && { engine: node.engine.engine, rule: node.engine.rule }, key).toEqual(expected);
    }
    const kind = (ref: { namespace: string; name: string }) => {
      const n = graph.nodes.get(datasetNodeId(ref));
      return n?.kind === 'dataset' ? n.datasetKind : null;
    };
    expect(kind(TALK.datasets.ordersTable)).toBe('postgres-table');
    expect(kind(TALK.datasets.ordersTopic)).toBe('kafka-topic');
    expect(kind(TALK.datasets.ordersArchive)).toBe('s3-path');
    expect(kind(TALK.datasets.ordersEnriched)).toBe('iceberg-table');
    expect(kind(TALK.datasets.dailyRevenue)).toBe('iceberg-table');
  });
});
