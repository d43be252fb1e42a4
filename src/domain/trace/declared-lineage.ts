import type { ColumnLineageInput } from '../column-lineage/column-lineage-types.ts';
import { fromMarquezColumnLineage, parseColumnLineageFacet } from '../column-lineage/read-column-lineage.ts';
import { jobNodeId } from '../node-id.ts';
import type { SnapshotIndex } from './snapshot-index.ts';
import { jobExplicitLineage, statedByDataset, statedByJob, statedByText, type StatedLineage } from './explicit-lineage.ts';

/** One input a writer declared for an output column (or, `output: null`, for the whole output). */
export interface Declaration {
  output: string | null;
  /** The input's dataset nodeId, resolved through symlinks (a name only the facet uses stays its own id). */
  inputId: string;
  input: ColumnLineageInput;
  /** The declaring job's nodeId; null when the sources cannot tell which writer declared it. */
  jobId: string | null;
  /** Writers that may have declared it when `jobId` is null (the dataset's writers that read the input). */
  candidates: readonly string[];
  /**
   * `writer`: the writer's own facet (raw events or dataset versions); `facet`: the current version's facet; `marquez`:
   * the accumulated `columnLineage`; `derived`: derived from the writer's SQL (only for a writer that reports none);
   * `explicit`: an explicit `lineage` facet, the writer's (which then replaces its columnLineage) or the dataset's own.
   */
  source: 'writer' | 'facet' | 'marquez' | 'derived' | 'explicit';
  /** How the job was told, for a person. */
  attribution: string;
  /** Derived only: the SQL's tables no dataset of the job matches, which therefore give no hop (said, not hidden). */
  unmapped?: readonly string[];
  /** Explicit only: who stated it (declared, observed, both…), in words that say when the two disagree. */
  stated?: string;
}

/** Every writer's column lineage of one dataset, each declaration with the job that made it. */
export interface DeclaredLineage {
  fields: ReadonlyMap<string, readonly Declaration[]>;
  /** Dataset-wide dependencies (facet `dataset[]`). */
  dataset: readonly Declaration[];
  /** Writers with at least one declaration credited to them, or possibly theirs (candidates of an unattributed one). */
  declaringJobs: ReadonlySet<string>;
  /** Writers among `declaringJobs` whose lineage was derived from their SQL, none of it reported. */
  derivedJobs?: ReadonlySet<string>;
}

const cache = new WeakMap<SnapshotIndex, Map<string, DeclaredLineage | null>>();

/**
 * A dataset's column lineage from every writer (docs/marquez-behaviours.md, "Column lineage"): each writer's own facet
 * when the snapshot has it (raw events, or the dataset's versions in Marquez), credited exactly; for every pair no
 * such facet holds, Marquez's accumulated `columnLineage` (every writer, no transformations) merged with the current
 * version's raw facet (the last writer's, with transformations), each input credited to the one writer that reads
 * it — or to the only writer, or to the writer reading the dataset a facet-only name most likely is. When several
 * writers read the input the job stays unknown rather than guessed.
 */
export function declaredLineage(index: SnapshotIndex, datasetId: string): DeclaredLineage | null {
  let perIndex = cache.get(index);
  if (!perIndex) cache.set(index, (perIndex = new Map()));
  if (!perIndex.has(datasetId)) perIndex.set(datasetId, build(index, datasetId));
  return perIndex.get(datasetId) ?? null;
}

function build(index: SnapshotIndex, datasetId: string): DeclaredLineage | null {
  const writers = index.producers(datasetId);
  // A writer with an explicit lineage facet is read from it alone: the facet wins over its columnLineage.
  const explicitWriters = new Set(writers.filter((w) => jobExplicitLineage(index, w) !== null));
  const own = index.writerLineage(datasetId).filter((w) => !explicitWriters.has(jobNodeId(w.job)));
  const fields = new Map<string, Declaration[]>();
  const dataset: Declaration[] = [];
  const add = (d: Declaration) => {
    if (d.output === null) dataset.push(d);
    else fields.set(d.output, [...(fields.get(d.output) ?? []), d]);
  };
  const explicit = [...explicitWriters].map((w) => statedByJob(index, w, datasetId)!);
  const view = statedByDataset(index, datasetId);
  for (const lineage of view ? [...explicit, view] : explicit) for (const d of explicitDeclarations(index, lineage)) add(d);

  // Each writer's own facet first (raw events, or Marquez's dataset versions): exact.
  const covered = new Set<string>();
  const key = (output: string | null, inputId: string, field: string) => `${output ?? '\u0001'}\u0000${inputId}\u0000${field}`;
  for (const w of own) {
    const parsed = parseColumnLineageFacet(w.facet);
    if (!parsed) continue;
    const jobId = jobNodeId(w.job);
    const credit = { jobId, candidates: [jobId], source: 'writer' as const, attribution: `${w.job.name}'s own columnLineage facet` };
    const put = (output: string | null, input: ColumnLineageInput) => {
      const inputId = index.resolve(input.namespace, input.name);
      covered.add(key(output, inputId, input.field));
      add({ output, inputId, input, ...credit });
    };
    for (const [output, inputs] of parsed.fields) {
      if (inputs.length === 0 && !fields.has(output)) fields.set(output, []);
      for (const input of inputs) put(output, input);
    }
    for (const input of parsed.dataset) put(null, input);
  }
  // Then what no writer's own facet holds: Marquez's accumulated `columnLineage` (every writer, no transformations)
  // merged with the current version's facet (the last writer's, with transformations). With only some writers' facets
  // known (a writer's versions past the pages read), their pairs are not dropped but credited as below.
  const details = index.dataset(datasetId)?.details;
  const facet = parseColumnLineageFacet(details?.facets?.columnLineage);
  const accumulated = details?.columnLineage?.length ? fromMarquezColumnLineage(details.columnLineage) : null;
  if (own.length === 0 && !facet && !accumulated && fields.size === 0 && dataset.length === 0)
    return withDerived(index, datasetId, writers, null, explicitWriters);
  // One declaration per (output, input field): the facet's transformations replace the reduced shape's.
  const merged = new Map<string, { output: string | null; inputId: string; input: ColumnLineageInput; source: 'facet' | 'marquez' }>();
  const put = (output: string | null, input: ColumnLineageInput, source: 'facet' | 'marquez') => {
    const inputId = index.resolve(input.namespace, input.name);
    const k = key(output, inputId, input.field);
    if (!covered.has(k)) merged.set(k, { output, inputId, input, source });
  };
  for (const [output, inputs] of accumulated?.fields ?? []) for (const i of inputs) put(output, i, 'marquez');
  for (const [output, inputs] of facet?.fields ?? []) {
    if (inputs.length === 0 && !fields.has(output)) fields.set(output, []);
    for (const i of inputs) put(output, i, 'facet');
  }
  for (const i of facet?.dataset ?? []) put(null, i, 'facet');
  // Attribution depends on the input dataset only: once per dataset, not per field.
  const credits = new Map<string, ReturnType<typeof attribute>>();
  // Marquez's columnLineage is every writer's: what it credits to a writer with an explicit facet is left out.
  const implicitWriters = writers.filter((w) => !explicitWriters.has(w));
  for (const { output, inputId, input, source } of merged.values()) {
    if (!credits.has(inputId)) credits.set(inputId, attribute(index, implicitWriters, inputId));
    const credit = credits.get(inputId)!;
    if (explicitWriters.size > 0 && implicitWriters.length === 0) continue;
    add({ output, inputId, input, source, ...credit });
  }
  const declaringJobs = new Set<string>();
  for (const d of [...[...fields.values()].flat(), ...dataset]) for (const j of d.jobId ? [d.jobId] : d.candidates) declaringJobs.add(j);
  return withDerived(index, datasetId, writers, { fields, dataset, declaringJobs }, explicitWriters);
}

/** A job's (or the dataset's own) explicit field and dataset-wide lineage as declarations; dataset-level sources give none. */
function explicitDeclarations(index: SnapshotIndex, lineage: StatedLineage): Declaration[] {
  const jobName = lineage.jobId ? (index.job(lineage.jobId)?.name ?? lineage.jobId) : null;
  const attribution = jobName ? `${jobName}'s lineage facet` : `the dataset's own lineage facet (no job)`;
  const credit = { jobId: lineage.jobId, candidates: lineage.jobId ? [lineage.jobId] : [], source: 'explicit' as const, attribution };
  const of = (output: string | null, s: StatedLineage['datasetWide'][number]): Declaration => ({
    output,
    inputId: s.inputId,
    input: { namespace: s.input.namespace, name: s.input.name, field: s.field ?? '', transformations: s.transformations },
    ...credit,
    stated: statedByText(s, lineage, jobName),
  });
  return [...[...lineage.fields].flatMap(([output, inputs]) => inputs.map((s) => of(output, s))), ...lineage.datasetWide.map((s) => of(null, s))];
}

/**
 * Adds the lineage derived from a writer's SQL for each writer that reports none for this dataset: reported column
 * lineage always wins over derived (docs/architecture.md#derived-column-lineage).
 */
function withDerived(
  index: SnapshotIndex,
  datasetId: string,
  writers: readonly string[],
  reported: DeclaredLineage | null,
  explicitWriters: ReadonlySet<string>,
): DeclaredLineage | null {
  const fields = new Map<string, Declaration[]>(reported ? [...reported.fields].map(([k, v]) => [k, [...v]]) : []);
  const dataset = [...(reported?.dataset ?? [])];
  const declaringJobs = new Set(reported?.declaringJobs ?? []);
  const derivedJobs = new Set<string>();
  for (const jobId of writers) {
    const derived = index.derived(jobId);
    if (!derived || declaringJobs.has(jobId) || explicitWriters.has(jobId)) continue;
    const credit = {
      jobId,
      candidates: [jobId],
      source: 'derived' as const,
      attribution: `${index.job(jobId)?.name ?? jobId}'s SQL (${derived.parser})`,
      unmapped: derived.unmapped.map((u) => u.table),
    };
    for (const o of derived.outputs) {
      if (index.resolve(o.namespace, o.name) !== datasetId) continue;
      derivedJobs.add(jobId);
      for (const [output, inputs] of Object.entries(o.fields)) {
        const list = fields.get(output) ?? [];
        for (const input of inputs) list.push({ output, inputId: index.resolve(input.namespace, input.name), input, ...credit });
        fields.set(output, list);
      }
      for (const input of o.dataset) dataset.push({ output: null, inputId: index.resolve(input.namespace, input.name), input, ...credit });
    }
  }
  for (const j of derivedJobs) declaringJobs.add(j);
  return derivedJobs.size > 0 ? { fields, dataset, declaringJobs, derivedJobs } : reported;
}

function attribute(index: SnapshotIndex, writers: readonly string[], inputId: string): Pick<Declaration, 'jobId' | 'candidates' | 'attribution'> {
  const name = (id: string) => index.job(id)?.name ?? id;
  const readers = writers.filter((w) => index.inputs(w).includes(inputId));
  if (readers.length === 1 && readers[0])
    return { jobId: readers[0], candidates: readers, attribution: `the only writer that reads the input: ${name(readers[0])}` };
  if (readers.length === 0 && !index.reported(inputId)) {
    const likely = index.likelyReported(inputId, writers);
    const via = likely ? writers.filter((w) => index.inputs(w).includes(likely.id)) : [];
    if (likely && via.length === 1 && via[0]) {
      return {
        jobId: via[0],
        candidates: via,
        attribution: `the writer that reads ${index.identity(likely.id)?.name ?? likely.id}, which the facet's name most likely is`,
      };
    }
  }
  if (writers.length === 1 && writers[0]) return { jobId: writers[0], candidates: writers, attribution: `the only writer: ${name(writers[0])}` };
  const candidates = readers.length > 0 ? readers : writers;
  return {
    jobId: null,
    candidates,
    attribution: candidates.length > 0 ? `declared by one of ${candidates.map(name).join(', ')} (Marquez does not say which)` : 'no writer known',
  };
}

/** Whether `jobId` has column lineage for this output, and whether it reported it or it was derived from its SQL. */
export function lineageOrigin(lineage: DeclaredLineage, jobId: string): 'reported' | 'derived' | null {
  if (!lineage.declaringJobs.has(jobId)) return null;
  return lineage.derivedJobs?.has(jobId) ? 'derived' : 'reported';
}

/** Declarations of `output` that `jobId` made or may have made. */
export function declarationsBy(lineage: DeclaredLineage, jobId: string): Declaration[] {
  return [...[...lineage.fields.values()].flat(), ...lineage.dataset].filter((d) => (d.jobId ? d.jobId === jobId : d.candidates.includes(jobId)));
}

const readersCache = new WeakMap<SnapshotIndex, Map<string, Set<string>>>();

/**
 * Jobs that declared column lineage from `datasetId`, whether or not their events list it as an input (a facet may
 * name an input the event does not report). Built once per index from every dataset's declarations.
 */
export function declaringReaders(index: SnapshotIndex, datasetId: string): ReadonlySet<string> {
  let byInput = readersCache.get(index);
  if (!byInput) {
    byInput = new Map();
    for (const id of index.datasetIds()) {
      const lineage = declaredLineage(index, id);
      if (!lineage) continue;
      for (const d of [...[...lineage.fields.values()].flat(), ...lineage.dataset]) {
        const jobs = byInput.get(d.inputId) ?? new Set<string>();
        for (const j of d.jobId ? [d.jobId] : d.candidates) jobs.add(j);
        byInput.set(d.inputId, jobs);
      }
    }
    readersCache.set(index, byInput);
  }
  return byInput.get(datasetId) ?? new Set();
}
