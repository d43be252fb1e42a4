import { classifyJob } from '../engine/classify-engine.ts';
import { ENGINE_ORDER, type Engine, type EngineRule } from '../engine/engine-types.ts';
import type { Catalog, DatasetIdentity } from '../stitching/catalog.ts';
import { catalogJobs, identityKey, jobIdentities } from '../stitching/catalog.ts';
import type { CatalogResolver } from '../stitching/catalog-resolver.ts';
import { catalogResolver } from '../stitching/catalog-resolver.ts';
import { fieldNames } from '../stitching/dataset-facets.ts';
import { MISSING_OUTPUT_REASON, noColumnLineageReason, partialColumnLineageReason } from './degrade-reason.ts';
import { writerLineages, type Writer } from './writer-lineage.ts';

/** Per-engine totals (issue 6 JSON contract: exactly these keys). */
export interface EngineCoverage {
  engine: Engine;
  jobs: number;
  jobsWithColumnLineage: number;
  outputFields: number;
  outputFieldsCovered: number;
  typedEdges: number;
  columnEdges: number;
}

/** Per-job coverage (issue 6 JSON contract: exactly these keys). */
export interface JobCoverage {
  namespace: string;
  name: string;
  engine: Engine;
  engineRule: EngineRule;
  hasColumnLineage: boolean;
  fieldsCovered: number;
  fields: number;
}

/** An output where column-level lineage ends: the trace continues from here at dataset level only. */
export interface DegradePoint {
  job: DatasetIdentity;
  engine: Engine;
  dataset: DatasetIdentity;
  reason: string;
  /** Output fields without column lineage ([] when the whole output has none: see `reason`). */
  missingFields: string[];
}

export interface CoverageReport {
  engines: EngineCoverage[];
  jobs: JobCoverage[];
  degradePoints: DegradePoint[];
}

export { ENGINE_ORDER };

// A job GET lists a dataset under every identity it has (docs/marquez-behaviours.md#job-reads): count each dataset
// once.
function unique(refs: DatasetIdentity[], r: CatalogResolver): DatasetIdentity[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const k = r.canonical(identityKey(ref));
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Where the stack yields column-level lineage and where only dataset-level (issue 6): per engine and per job,
 * jobs whose outputs carry `columnLineage`, output fields covered of total, column edges with typed
 * transformations of total, and the degrade points. Jobs without outputs are left out: they have nothing to cover.
 */
export function computeCoverage(catalog: Catalog): CoverageReport {
  const r = catalogResolver(catalog);
  const jobs = catalogJobs(catalog);
  const writers = new Map<string, Writer[]>();
  for (const { ref, job } of jobs) {
    const writer = { key: identityKey(ref), inputs: jobIdentities(job.inputs) };
    for (const out of unique(jobIdentities(job.outputs), r)) {
      const k = r.canonical(identityKey(out));
      const list = writers.get(k) ?? [];
      if (!list.some((w) => w.key === writer.key)) list.push(writer);
      writers.set(k, list);
    }
  }
  // Each output's lineage split by writer, computed once per output.
  const shares = new Map<string, ReturnType<typeof writerLineages>>();

  const seenJobs = new Set<string>();
  const jobRows: (JobCoverage & { typedEdges: number; columnEdges: number })[] = [];
  const degradePoints: DegradePoint[] = [];
  for (const { ref, job } of jobs) {
    const jobKey = identityKey(ref);
    const outputs = unique(jobIdentities(job.outputs), r);
    if (seenJobs.has(jobKey) || outputs.length === 0) continue;
    seenJobs.add(jobKey);
    const { engine, rule } = classifyJob(job);
    const row = {
      namespace: ref.namespace,
      name: ref.name,
      engine,
      engineRule: rule,
      hasColumnLineage: false,
      fieldsCovered: 0,
      fields: 0,
      typedEdges: 0,
      columnEdges: 0,
    };
    for (const output of outputs) {
      const hit = r.dataset(output);
      if (!hit) {
        degradePoints.push({ job: ref, engine, dataset: output, reason: MISSING_OUTPUT_REASON, missingFields: [] });
        continue;
      }
      const schema = fieldNames(hit.dataset, false);
      if (!shares.has(hit.key)) shares.set(hit.key, writerLineages(hit.dataset, writers.get(hit.key) ?? [], r));
      const lineage = shares.get(hit.key)?.get(jobKey) ?? null;
      const all = new Set([...schema, ...(lineage?.fields.keys() ?? [])]);
      const covered = [...all].filter((f) => (lineage?.fields.get(f)?.size ?? 0) > 0);
      row.fields += all.size;
      row.fieldsCovered += covered.length;
      for (const fieldInputs of lineage?.fields.values() ?? []) {
        for (const typed of fieldInputs.values()) {
          row.columnEdges++;
          if (typed) row.typedEdges++;
        }
      }
      if (covered.length > 0) row.hasColumnLineage = true;
      if (covered.length === 0) {
        degradePoints.push({ job: ref, engine, dataset: output, reason: noColumnLineageReason(engine, schema.size > 0), missingFields: [] });
      } else if (covered.length < all.size) {
        const missing = [...all].filter((f) => !covered.includes(f)).sort();
        degradePoints.push({ job: ref, engine, dataset: output, reason: partialColumnLineageReason(engine, covered.length, all.size), missingFields: missing });
      }
    }
    jobRows.push(row);
  }

  jobRows.sort((a, b) => ENGINE_ORDER.indexOf(a.engine) - ENGINE_ORDER.indexOf(b.engine) || cmp(a.namespace, b.namespace) || cmp(a.name, b.name));
  const engines: EngineCoverage[] = [];
  for (const engine of ENGINE_ORDER) {
    const rows = jobRows.filter((j) => j.engine === engine);
    if (rows.length === 0) continue;
    engines.push({
      engine,
      jobs: rows.length,
      jobsWithColumnLineage: rows.filter((j) => j.hasColumnLineage).length,
      outputFields: sum(rows, (j) => j.fields),
      outputFieldsCovered: sum(rows, (j) => j.fieldsCovered),
      typedEdges: sum(rows, (j) => j.typedEdges),
      columnEdges: sum(rows, (j) => j.columnEdges),
    });
  }
  return {
    engines,
    jobs: jobRows.map(({ namespace, name, engine, engineRule, hasColumnLineage, fieldsCovered, fields }) => ({
      namespace,
      name,
      engine,
      engineRule,
      hasColumnLineage,
      fieldsCovered,
      fields,
    })),
    degradePoints,
  };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sum<T>(rows: T[], f: (row: T) => number): number {
  return rows.reduce((acc, row) => acc + f(row), 0);
}
