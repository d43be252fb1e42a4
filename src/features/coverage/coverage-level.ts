import type { EngineCoverage } from '../../domain/coverage/compute-coverage.ts';

/** The lineage level an engine yields, in words: what the Coverage table's "Level" column says. */
export function engineLevel(e: EngineCoverage): 'column-level' | 'partly column-level' | 'dataset-level only' {
  if (e.jobsWithColumnLineage === 0 || e.outputFieldsCovered === 0) return 'dataset-level only';
  if (e.jobsWithColumnLineage === e.jobs && e.outputFieldsCovered === e.outputFields) return 'column-level';
  return 'partly column-level';
}
