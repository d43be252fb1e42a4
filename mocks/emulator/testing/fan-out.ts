// A wide fan-out for tests of large reaches: one source table read by `jobs` jobs, each writing `perJob` tables, no
// column lineage (each output is reached at dataset level). The 10,000-row impact list is 100 × 100 of it.
import { completedRun } from './event-builders.ts';

const pad = (n: number) => String(n).padStart(3, '0');

export const fanOutJob = (j: number) => `fan_${pad(j)}`;
export const fanOutTable = (j: number, i: number) => `out_${pad(j)}_${pad(i)}`;

export function fanOutEvents(spec: { namespace: string; source: string; jobs: number; perJob: number }): Record<string, unknown>[] {
  const start = Date.parse('2026-11-20T00:00:00Z');
  return Array.from({ length: spec.jobs }, (_, j) =>
    completedRun({
      time: new Date(start + j * 60_000).toISOString(),
      endTime: new Date(start + j * 60_000 + 30_000).toISOString(),
      runId: `00000000-0000-4000-8000-000000000${pad(j)}`,
      job: fanOutJob(j),
      namespace: spec.namespace,
      inputs: [{ namespace: spec.namespace, name: spec.source, fields: ['f'] }],
      outputs: Array.from({ length: spec.perJob }, (_, i) => ({ namespace: spec.namespace, name: fanOutTable(j, i), fields: ['f'] })),
    }),
  ).flat();
}
