// Two jobs writing one dataset, both reading the same input, each declaring a different output column: Marquez's
// dataset GET cannot tell who declared which, each dataset version's own facet can. Test support only.
import { completedRun, runEvent, uuid, type DatasetSpec } from './event-builders.ts';

const T = (h: number) => `2024-01-01T${String(h).padStart(2, '0')}:00:00Z`;
const reads = [{ namespace: 'ns', name: 'a' }];
const shared = (column: string): DatasetSpec => ({
  namespace: 'ns',
  name: 'shared',
  fields: ['x', 'y'],
  columnLineage: { [column]: { inputFields: [{ namespace: 'ns', name: 'a', field: 'amount' }], transformationType: 'IDENTITY' } },
});

/**
 * `load_a` writes `ns/a`; `writer_x` reads it and declares `shared.x ← a.amount`, then runs again without the facet;
 * `writer_y` reads it and declares `shared.y ← a.amount`, its run still RUNNING when `running` (no jobVersion yet).
 */
export function twoWritersEvents(options: { running: boolean }): Record<string, unknown>[] {
  const y = { time: T(3), runId: uuid(3), job: 'writer_y', inputs: reads, outputs: [shared('y')] };
  return [
    ...completedRun({ time: T(0), runId: uuid(1), job: 'load_a', outputs: [{ namespace: 'ns', name: 'a', fields: ['amount'] }] }),
    ...completedRun({ time: T(1), runId: uuid(2), job: 'writer_x', inputs: reads, outputs: [shared('x')] }),
    ...completedRun({ time: T(2), runId: uuid(4), job: 'writer_x', inputs: reads, outputs: [{ namespace: 'ns', name: 'shared' }] }),
    ...(options.running ? [runEvent({ ...y, eventType: 'START' }), runEvent({ ...y, eventType: 'RUNNING' })] : completedRun(y)),
  ];
}
