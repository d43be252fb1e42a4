import { ENGINE_LABELS, type Engine } from '../engine/engine-types.ts';
import { jobNodeId } from '../node-id.ts';
import type { DerivedSqlLineage } from '../sql-lineage/derived-types.ts';
import type { CoverageReport } from './compute-coverage.ts';

/** Column lineage derived from SQL, per engine, beside the reported figures (never added to them). */
export interface DerivedEngineCoverage {
  engine: Engine;
  /** Output fields with reported column lineage (the coverage report's figure). */
  reportedFields: number;
  /** Output fields with column lineage derived from SQL, of jobs that report none. */
  derivedFields: number;
  /** Jobs whose column lineage was derived from their SQL. */
  derivedJobs: number;
}

export interface DerivedCoverage {
  engines: DerivedEngineCoverage[];
  /** Output fields derived from SQL, by job nodeId (jobs that report none and have SQL). */
  jobs: Record<string, number>;
}

/** Output columns the derived lineage gives at least one input, over every output of the job. */
function derivedFieldCount(derived: DerivedSqlLineage): number {
  return derived.outputs.reduce((n, o) => n + Object.values(o.fields).filter((inputs) => inputs.length > 0).length, 0);
}

/**
 * Coverage of column lineage derived from SQL (issue 18), kept apart from reported coverage: a job that reports
 * column lineage keeps its reported figures (reported wins), a job that reports none counts its derived fields
 * here. Engines with nothing derived are left out.
 */
export function derivedCoverage(report: CoverageReport, derived: ReadonlyMap<string, DerivedSqlLineage>): DerivedCoverage {
  const jobs: Record<string, number> = {};
  const byEngine = new Map<Engine, { fields: number; jobs: number }>();
  for (const j of report.jobs) {
    const d = j.hasColumnLineage ? undefined : derived.get(jobNodeId(j));
    const n = d ? derivedFieldCount(d) : 0;
    if (n === 0) continue;
    jobs[jobNodeId(j)] = n;
    const e = byEngine.get(j.engine) ?? { fields: 0, jobs: 0 };
    byEngine.set(j.engine, { fields: e.fields + n, jobs: e.jobs + 1 });
  }
  const engines = report.engines.flatMap((e) => {
    const d = byEngine.get(e.engine);
    return d ? [{ engine: e.engine, reportedFields: e.outputFieldsCovered, derivedFields: d.fields, derivedJobs: d.jobs }] : [];
  });
  return { engines, jobs };
}

/** "Flink: 0 reported, 10 derived from SQL" — the figure in words, as Coverage and its CLI say it. */
export function derivedSummary(e: DerivedEngineCoverage): string {
  return `${ENGINE_LABELS[e.engine]}: ${e.reportedFields} reported, ${e.derivedFields} derived from SQL`;
}
