import { describe, expect, it } from 'vitest';
import { createEmulator } from '../emulator/index.ts';
import type { MqLineageGraph } from '../../src/domain/marquez-shapes.ts';
import { createPrng, generateLineage, generateLineageWithStats, planLineage, type LineagePlan } from './index.ts';

/** Datasets that can reach themselves through job edges. */
function datasetsOnCycles(plan: LineagePlan): number[] {
  const next = new Map<number, number[]>();
  for (const j of plan.jobs) for (const i of j.inputs) next.set(i, [...(next.get(i) ?? []), ...j.outputs]);
  return plan.datasets
    .map((_, start) => start)
    .filter((start) => {
      const seen = new Set<number>();
      const stack = [...(next.get(start) ?? [])];
      for (let d = stack.pop(); d !== undefined; d = stack.pop()) {
        if (d === start) return true;
        if (seen.has(d)) continue;
        seen.add(d);
        stack.push(...(next.get(d) ?? []));
      }
      return false;
    });
}

describe('createPrng', () => {
  it('repeats a sequence for a seed and differs across seeds', () => {
    const seq = (seed: string) =>
      Array.from(
        { length: 5 },
        (() => {
          const r = createPrng(seed);
          return () => r.next();
        })(),
      );
    expect(seq('a')).toEqual(seq('a'));
    expect(seq('a')).not.toEqual(seq('b'));
    const r = createPrng(7);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(1, 3);
      expect(n >= 1 && n <= 3).toBe(true);
    }
  });
});

describe('generateLineage', () => {
  it('is deterministic by seed', () => {
    const a = generateLineage({ seed: 42, nodes: 300 });
    expect(generateLineage({ seed: 42, nodes: 300 })).toEqual(a);
    expect(JSON.stringify(generateLineage({ seed: 43, nodes: 300 }))).not.toEqual(JSON.stringify(a));
  });

  it.each([3, 10, 137, 1000, 5000])('yields exactly %i lineage nodes', (nodes) => {
    expect(generateLineageWithStats({ seed: `n${nodes}`, nodes }).stats.nodes).toBe(nodes);
    expect(generateLineageWithStats({ seed: `c${nodes}`, nodes: nodes + 1, cycle: true }).stats.nodes).toBe(nodes + 1);
  });

  it('shapes realistic pipelines: 5–15 fields, 1–3 inputs, 1–2 outputs, a share of column lineage', () => {
    const plan = planLineage({ seed: 'shape', nodes: 1000 });
    expect(plan.datasets.every((d) => d.fields.length >= 5 && d.fields.length <= 15)).toBe(true);
    expect(plan.jobs.every((j) => j.inputs.length >= 1 && j.inputs.length <= 3)).toBe(true);
    // The last job may take a third output so the node count lands exactly.
    expect(plan.jobs.slice(0, -1).every((j) => j.outputs.length >= 1 && j.outputs.length <= 2)).toBe(true);
    const share = plan.jobs.filter((j) => j.columnLineage).length / plan.jobs.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
    expect(new Set(plan.jobs.map((j) => j.engine))).toEqual(new Set(['spark', 'flink', 'dbt']));
    expect(new Set(plan.datasets.map((d) => `${d.namespace}|${d.name}`)).size).toBe(plan.datasets.length);
  });

  it('is acyclic by default and closes exactly the requested cycle with cycle: true', () => {
    expect(datasetsOnCycles(planLineage({ seed: 'acyclic', nodes: 400 }))).toEqual([]);
    expect(datasetsOnCycles(planLineage({ seed: 'cyclic', nodes: 400, cycle: true })).length).toBeGreaterThan(1);
  });

  it('ingests into the emulator as one connected graph of N nodes', async () => {
    const { events, stats } = generateLineageWithStats({ seed: 'connected', nodes: 250, cycle: true });
    const em = createEmulator({ clock: () => new Date('2026-12-01T00:00:00Z') });
    expect(em.loadEvents(events).rejected).toEqual([]);
    const first = (events[0] as { inputs: { namespace: string; name: string }[] }).inputs[0]!;
    const res = await em.handle({ method: 'GET', url: `/api/v1/lineage?nodeId=${encodeURIComponent(`dataset:${first.namespace}:${first.name}`)}&depth=1000` });
    expect((JSON.parse(res.body) as MqLineageGraph).graph).toHaveLength(stats.nodes);
  });
});
