import type { FieldSpec } from '../scenarios/kit/facets.ts';
import { createPrng, type Prng } from './prng.ts';
import { DOMAINS, ENTITIES, FIELD_TYPES, FIELD_WORDS, STAGES } from './vocabulary.ts';

/** Options of {@link planLineage} and `generateLineage`. */
export interface SyntheticOptions {
  /** Same seed, same graph and events. */
  seed: string | number;
  /** Lineage nodes (datasets + jobs) to produce, exactly. Takes precedence over `jobs`. */
  nodes?: number;
  /** Jobs to produce when `nodes` is not given (default 40). */
  jobs?: number;
  /** Pipeline depth in job layers (default 6). */
  layers?: number;
  /** Share of jobs whose outputs carry `columnLineage` (default 0.5). */
  columnLineageShare?: number;
  /** Inclusive range of fields per dataset (default [5, 15]). */
  fieldsPerDataset?: readonly [number, number];
  /** Add one job that writes back into an upstream dataset, closing a cycle (it counts as one of `nodes`). */
  cycle?: boolean;
}

export type SyntheticEngine = 'spark' | 'flink' | 'dbt';

export interface PlannedDataset {
  namespace: string;
  name: string;
  layer: number;
  fields: FieldSpec[];
}

export interface PlannedColumnInput {
  dataset: number;
  field: string;
  type: 'DIRECT' | 'INDIRECT';
  subtype: string;
}

export interface PlannedJob {
  namespace: string;
  name: string;
  engine: SyntheticEngine;
  layer: number;
  inputs: number[];
  outputs: number[];
  /** Per output dataset index: output field → inputs; absent when the job reports dataset-level lineage only. */
  columnLineage: Map<number, { fields: Map<string, PlannedColumnInput[]>; dataset: PlannedColumnInput[] }> | null;
}

export interface LineagePlan {
  datasets: PlannedDataset[];
  jobs: PlannedJob[];
}

const SOURCE_NAMESPACES = ['postgres://synthetic-db:5432', 'kafka://synthetic-kafka:9092'] as const;

function makeFields(rng: Prng, range: readonly [number, number], inherited: readonly FieldSpec[]): FieldSpec[] {
  const count = rng.int(range[0], range[1]);
  const out = new Map<string, FieldSpec>();
  // Roughly half the columns carry through from inputs, so identity chains make long traces.
  for (const f of inherited) if (out.size < Math.ceil(count / 2) && rng.chance(0.6)) out.set(f.name, { name: f.name, type: f.type });
  let guard = 0;
  while (out.size < count && guard++ < 1000) {
    const base = rng.pick(FIELD_WORDS);
    const name = out.has(base) ? `${base}_${out.size}` : base;
    if (!out.has(name)) out.set(name, { name, type: rng.pick(FIELD_TYPES) });
  }
  return [...out.values()];
}

function datasetIdentity(rng: Prng, index: number, layer: number, lastLayer: number): { namespace: string; name: string } {
  const domain = rng.pick(DOMAINS);
  const entity = rng.pick(ENTITIES);
  if (layer === 0) {
    const namespace = SOURCE_NAMESPACES[index % SOURCE_NAMESPACES.length] as string;
    return { namespace, name: namespace.startsWith('postgres') ? `${domain}.public.${entity}_${index}` : `${domain}.${entity}.v1_${index}` };
  }
  const stage = STAGES[Math.min(STAGES.length - 1, Math.round((layer / Math.max(1, lastLayer)) * (STAGES.length - 1)))] as string;
  return { namespace: 's3://synthetic-lake', name: `warehouse/${domain}/${stage}_${entity}_${index}` };
}

function chooseEngine(rng: Prng, share: number): { engine: SyntheticEngine; cll: boolean } {
  if (rng.chance(share)) return { engine: rng.chance(0.75) ? 'spark' : 'dbt', cll: true };
  return { engine: rng.chance(0.7) ? 'flink' : 'spark', cll: false };
}

function planColumnLineage(rng: Prng, plan: LineagePlan, job: PlannedJob): PlannedJob['columnLineage'] {
  const inputFields = job.inputs.flatMap((d) => (plan.datasets[d]?.fields ?? []).map((f) => ({ dataset: d, field: f.name })));
  if (inputFields.length === 0) return null;
  const lineage: NonNullable<PlannedJob['columnLineage']> = new Map();
  for (const out of job.outputs) {
    const fields = new Map<string, PlannedColumnInput[]>();
    for (const f of plan.datasets[out]?.fields ?? []) {
      const same = inputFields.find((x) => x.field === f.name);
      if (same) fields.set(f.name, [{ ...same, type: 'DIRECT', subtype: 'IDENTITY' }]);
      else {
        const n = rng.int(1, 2);
        const picks = Array.from({ length: n }, () => rng.pick(inputFields));
        fields.set(
          f.name,
          picks.map((p) => ({ ...p, type: 'DIRECT', subtype: rng.chance(0.5) ? 'TRANSFORMATION' : 'AGGREGATION' })),
        );
      }
    }
    const dataset = Array.from({ length: rng.int(0, 2) }, () => ({
      ...rng.pick(inputFields),
      type: 'INDIRECT' as const,
      subtype: rng.pick(['FILTER', 'GROUP_BY', 'JOIN']),
    }));
    lineage.set(out, { fields, dataset });
  }
  return lineage;
}

/** Closes a cycle: a job reads the newest dataset and writes into the source its first-input chain starts from. */
function addCycle(rng: Prng, plan: LineagePlan): void {
  const last = plan.datasets.length - 1;
  let target = last;
  for (let guard = 0; guard < plan.datasets.length; guard++) {
    const writer = plan.jobs.find((j) => j.outputs.includes(target));
    const next = writer?.inputs[0];
    if (next === undefined) break;
    target = next;
  }
  const job: PlannedJob = {
    namespace: 'synthetic-spark',
    name: `feedback.cycle_${plan.jobs.length}`,
    engine: 'spark',
    layer: (plan.datasets[last]?.layer ?? 0) + 1,
    inputs: [last],
    outputs: [target],
    columnLineage: null,
  };
  job.columnLineage = planColumnLineage(rng, plan, job);
  plan.jobs.push(job);
}

/**
 * Plans a layered pipeline: sources at layer 0, each job reading 1–3 datasets (mostly from the layer below) and
 * writing 1–2 new ones. Every source is read and every job reads an existing dataset, so the graph is connected;
 * with `nodes`, datasets + jobs equals it exactly.
 */
export function planLineage(options: SyntheticOptions): LineagePlan {
  const rng = createPrng(`synthetic:${options.seed}`);
  const layers = Math.max(1, options.layers ?? 6);
  const share = options.columnLineageShare ?? 0.5;
  const range = options.fieldsPerDataset ?? [5, 15];
  const target = options.nodes === undefined ? null : Math.max(3 + (options.cycle ? 1 : 0), Math.floor(options.nodes));
  const reserve = options.cycle ? 1 : 0;
  const expectedJobs = target === null ? Math.max(1, options.jobs ?? 40) : Math.max(1, Math.round((target - reserve) / 2.6));
  const sourceCount = Math.max(1, target === null ? Math.round(expectedJobs * 0.3) : Math.round((target - reserve) * 0.1));
  const plan: LineagePlan = { datasets: [], jobs: [] };

  for (let i = 0; i < sourceCount; i++) {
    plan.datasets.push({ ...datasetIdentity(rng, i, 0, layers), layer: 0, fields: makeFields(rng, range, []) });
  }
  const unread = new Set(plan.datasets.map((_, i) => i));
  const perLayer = new Map<number, number>([[0, sourceCount]]);
  const countAt = (layer: number): number => perLayer.get(layer) ?? 0;

  const more = (): number | null => {
    if (target === null) return plan.jobs.length < expectedJobs ? rng.int(1, 2) : null;
    const remaining = target - reserve - plan.datasets.length - plan.jobs.length;
    if (remaining < 2) return null;
    if (remaining === 2) return 1;
    if (remaining === 3) return 2;
    const w = rng.int(1, 2);
    return remaining - (1 + w) === 1 ? 3 - w : w;
  };

  for (let writes = more(); writes !== null; writes = more()) {
    const j = plan.jobs.length;
    const layer = 1 + Math.min(layers - 1, Math.floor((j * layers) / expectedJobs));
    // Job layers never decrease, so datasets are appended in layer order: those below this job's layer are a
    // prefix of the list, and the layer just below is that prefix's last block. Index arithmetic keeps this O(1).
    const belowEnd = plan.datasets.length - (plan.datasets[plan.datasets.length - 1]?.layer === layer ? countAt(layer) : 0);
    const maxBelow = plan.datasets[belowEnd - 1]?.layer ?? 0;
    const previousStart = belowEnd - countAt(maxBelow);
    const inputs: number[] = [];
    const firstUnread = unread.values().next();
    inputs.push(!firstUnread.done ? firstUnread.value : rng.int(previousStart, belowEnd - 1));
    const want = rng.int(1, 3);
    while (inputs.length < want) {
      const pick = rng.chance(0.7) ? rng.int(previousStart, belowEnd - 1) : rng.int(0, belowEnd - 1);
      if (!inputs.includes(pick)) inputs.push(pick);
      else break;
    }
    for (const i of inputs) unread.delete(i);
    const { engine, cll } = chooseEngine(rng, share);
    const inherited = inputs.flatMap((i) => plan.datasets[i]?.fields ?? []);
    const outputs: number[] = [];
    for (let k = 0; k < writes; k++) {
      const index = plan.datasets.length;
      plan.datasets.push({ ...datasetIdentity(rng, index, layer, layers), layer, fields: makeFields(rng, range, inherited) });
      perLayer.set(layer, countAt(layer) + 1);
      outputs.push(index);
    }
    const domain = plan.datasets[outputs[0] ?? 0]?.name.split('/')[1] ?? 'misc';
    const job: PlannedJob = { namespace: `synthetic-${engine}`, name: `${domain}.job_${j}`, engine, layer, inputs, outputs, columnLineage: null };
    if (cll) job.columnLineage = planColumnLineage(rng, plan, job);
    plan.jobs.push(job);
  }
  // A tiny `nodes` can leave one node unassigned: give the last job one more output rather than an orphan.
  if (target !== null && target - reserve - plan.datasets.length - plan.jobs.length === 1) {
    const last = plan.jobs[plan.jobs.length - 1];
    if (last) {
      const index = plan.datasets.length;
      plan.datasets.push({ ...datasetIdentity(rng, index, last.layer, layers), layer: last.layer, fields: makeFields(rng, range, []) });
      last.outputs.push(index);
      if (last.columnLineage) last.columnLineage = planColumnLineage(rng, plan, last);
    }
  }
  if (options.cycle) addCycle(rng, plan);
  return plan;
}
