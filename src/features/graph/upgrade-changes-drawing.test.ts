import { describe, expect, it } from 'vitest';
import type { MqEdge, MqLineageGraph, MqLineageNode } from '../../domain/marquez-shapes.ts';
import { upgradeChangesDrawing } from './upgrade-changes-drawing.ts';

const ds = (name: string, inEdges: MqEdge[] = [], outEdges: MqEdge[] = []): MqLineageNode => ({
  id: `dataset:ns:${name}`,
  type: 'DATASET',
  data: { id: { namespace: 'ns', name }, namespace: 'ns', name, fields: [{ name: 'a', type: 'INT' }] },
  inEdges,
  outEdges,
});
const job = (name: string, inEdges: MqEdge[] = [], outEdges: MqEdge[] = [], state = 'COMPLETED'): MqLineageNode => ({
  id: `job:ns:${name}`,
  type: 'JOB',
  data: { id: { namespace: 'ns', name }, namespace: 'ns', name, type: 'BATCH', latestRun: { id: 'r1', state } as never },
  inEdges,
  outEdges,
});
const edge = (origin: string, destination: string, inMarquezView?: boolean): MqEdge => ({
  origin,
  destination,
  ...(inMarquezView === undefined ? {} : { observed: { seen: { runs: 2, lastRunId: 'r1', lastSeen: '2026-11-26T12:00:00Z' }, inMarquezView, reason: null } }),
});

/** a → j → b, with run-level observations on the edges when `seen` is given (true: Marquez draws them). */
function chain(seen?: boolean, state = 'COMPLETED'): MqLineageGraph {
  const a = 'dataset:ns:a';
  const j = 'job:ns:j';
  const b = 'dataset:ns:b';
  return {
    graph: [ds('a', [], [edge(a, j, seen)]), job('j', [edge(a, j, seen)], [edge(j, b, seen)], state), ds('b', [edge(j, b, seen)], [])],
  };
}
const window = { since: '2026-10-27T00:00:00Z', until: '2026-11-26T00:00:00Z' };
const summary = (staleRuns: never[] = []) => ({ view: 'runs' as const, window, staleRuns, droppedEdges: [], notes: [] });

describe('upgradeChangesDrawing', () => {
  it('is false when run-level lineage only confirms what Marquez drew (observations, the summary, node order)', () => {
    const upgrade = { ...chain(true), runLevel: summary() };
    expect(upgradeChangesDrawing(chain(), upgrade)).toBe(false);
    expect(upgradeChangesDrawing(chain(), { ...upgrade, graph: [...upgrade.graph].reverse() })).toBe(false);
  });

  it('is true for an edge Marquez no longer draws', () => {
    expect(upgradeChangesDrawing(chain(), { ...chain(false), runLevel: summary() })).toBe(true);
  });

  it('is true for a stale run', () => {
    const stale = { job: { namespace: 'ns', name: 'j' }, runId: 'r1', state: 'RUNNING', lastEventTime: '2026-11-20T00:00:00Z', silentHours: 100 };
    expect(upgradeChangesDrawing(chain(), { ...chain(true), runLevel: summary([stale] as never[]) })).toBe(true);
  });

  it('is true for a node or an edge more, or another node', () => {
    const more = chain(true);
    expect(upgradeChangesDrawing(chain(), { graph: [...more.graph, job('k')] })).toBe(true);
    const rewired = chain(true);
    rewired.graph[2] = ds('b', [edge('job:ns:k', 'dataset:ns:b', true)], []);
    expect(upgradeChangesDrawing(chain(), rewired)).toBe(true);
    const renamed = chain(true);
    renamed.graph[2] = ds('c', [edge('job:ns:j', 'dataset:ns:b', true)], []);
    expect(upgradeChangesDrawing(chain(), renamed)).toBe(true);
  });

  it("is true when a node's data differs (the job list's latest run)", () => {
    expect(upgradeChangesDrawing(chain(), chain(true, 'FAILED'))).toBe(true);
  });
});
