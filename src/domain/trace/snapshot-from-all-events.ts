import type { Facets, MqDataset, OlRunEvent } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { isRecord, readArray, readRecord, readString } from '../facets/read-facet.ts';
import type { ExplicitSources, LineageSnapshot } from './lineage-snapshot.ts';
import { schemaFields, snapshotFromRunEvents } from './snapshot-from-events.ts';

/** The event kind `schemaURL` names, as Marquez dispatches on it: the text after its last `/`. */
function eventKind(e: Record<string, unknown>): 'run' | 'job' | 'dataset' {
  const tail = String(e.schemaURL ?? '')
    .split('/')
    .pop();
  return tail === 'JobEvent' ? 'job' : tail === 'DatasetEvent' ? 'dataset' : 'run';
}

type Named = { namespace: string; name: string; facets?: Facets | null };
const named = (d: unknown): d is Named => isRecord(d) && typeof d.namespace === 'string' && typeof d.name === 'string';

/**
 * A snapshot from every kind of OpenLineage event (oldest first): RunEvents as {@link snapshotFromRunEvents} reads them,
 * DatasetEvents' facets on their datasets (a view's lineage facet), and each job's explicit lineage told apart — the
 * latest JobEvent's facet as declared, the latest run's facets (its events' entries together) as observed. A job
 * known only from JobEvents gets its datasets from them.
 */
export function snapshotFromEvents(events: readonly Record<string, unknown>[]): LineageSnapshot {
  const runs: OlRunEvent[] = [];
  const jobEvents: OlRunEvent[] = [];
  const staticDatasets: Named[] = [];
  const explicit = new Map<string, ExplicitSources & { observedEntries?: unknown[] }>();
  for (const e of events) {
    const kind = eventKind(e);
    if (kind === 'dataset') {
      if (named(e.dataset)) staticDatasets.push(e.dataset);
      continue;
    }
    const job = e.job;
    if (!named(job)) continue;
    const id = jobNodeId(job);
    const lineage = readRecord(job.facets, 'lineage');
    const sources = explicit.get(id) ?? {};
    if (kind === 'job') {
      jobEvents.push({ ...(e as unknown as OlRunEvent), eventType: null, run: { runId: `${id}#job-event`, facets: {} } });
      // A JobEvent replaces the declared lineage.
      if (lineage) explicit.set(id, { ...sources, declared: lineage });
      continue;
    }
    runs.push(e as unknown as OlRunEvent);
    const runId = readString(e.run, 'runId');
    if (!lineage) continue;
    // A run's lineage accumulates over its events; a new run starts over.
    const entries = runId === sources.observedRunId ? [...(sources.observedEntries ?? [])] : [];
    entries.push(...readArray(lineage, 'entries'));
    explicit.set(id, { ...sources, observed: { ...lineage, entries }, observedEntries: entries, observedRunId: runId });
  }
  const ranJobs = new Set(runs.map((e) => jobNodeId(e.job)));
  const base = snapshotFromRunEvents([...runs, ...jobEvents.filter((e) => !ranJobs.has(jobNodeId(e.job)))]);
  const datasets = new Map<string, MqDataset>(base.datasets);
  for (const d of staticDatasets) {
    const id = datasetNodeId(d);
    const prev = datasets.get(id);
    const fields = schemaFields(d.facets);
    datasets.set(id, {
      ...(prev ?? { id: { namespace: d.namespace, name: d.name }, namespace: d.namespace, name: d.name, type: 'DB_TABLE', columnLineage: null }),
      fields: fields.length > 0 ? fields : (prev?.fields ?? []),
      facets: { ...(prev?.facets ?? {}), ...(d.facets ?? {}) },
    });
  }
  const explicitLineage = new Map([...explicit].map(([id, { declared, observed, observedRunId }]) => [id, { declared, observed, observedRunId }]));
  return { ...base, datasets, explicitLineage };
}
