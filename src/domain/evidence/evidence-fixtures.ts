// Small Marquez answers for the evidence and impact tests: jobs with runs that read and wrote dataset versions.
import type { Facets, MqDataset, MqJob, MqRun, RunState } from '../marquez-shapes.ts';

export const NS = 'ns';

export interface VersionSide {
  dataset: string;
  version: string;
  facets?: Facets;
}

export interface RunSpec {
  id: string;
  state?: RunState;
  endedAt?: string | null;
  inputs?: VersionSide[];
  outputs?: VersionSide[];
  facets?: Facets;
}

const side = (v: VersionSide) => ({ datasetVersionId: { namespace: NS, name: v.dataset, version: v.version }, facets: v.facets ?? {} });

export function run(spec: RunSpec): MqRun {
  return {
    id: spec.id,
    state: spec.state ?? 'COMPLETED',
    startedAt: spec.endedAt ?? null,
    endedAt: spec.endedAt ?? null,
    updatedAt: spec.endedAt ?? null,
    durationMs: 1000,
    inputDatasetVersions: (spec.inputs ?? []).map(side),
    outputDatasetVersions: (spec.outputs ?? []).map(side),
    facets: spec.facets ?? {},
  };
}

/** A job GET: `runs` newest first, the first also its `latestRun`. */
export function job(name: string, runs: MqRun[], facets: Facets = {}): MqJob {
  return { id: { namespace: NS, name }, namespace: NS, name, facets, latestRun: runs[0] ?? null, latestRuns: runs };
}

export function dataset(name: string, facets: Facets = {}, currentVersion: string | null = null): MqDataset {
  return { id: { namespace: NS, name }, namespace: NS, name, facets, currentVersion, fields: [{ name: 'a' }, { name: 'b' }] };
}

export const day = (n: number): string => `2026-11-${String(n).padStart(2, '0')}T00:00:00Z`;

export const stats = (key: 'outputStatistics' | 'inputStatistics', rowCount: unknown, size?: unknown, fileCount?: unknown): Facets => ({
  [key]: { _producer: 'p', _schemaURL: 's', rowCount, ...(size !== undefined ? { size } : {}), ...(fileCount !== undefined ? { fileCount } : {}) },
});

export const assertions = (list: Record<string, unknown>[]): Facets => ({ dataQualityAssertions: { _producer: 'p', _schemaURL: 's', assertions: list } });
