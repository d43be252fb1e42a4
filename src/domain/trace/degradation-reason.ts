import { ENGINE_LABELS } from '../engine/engine-types.ts';
import type { JobInfo } from './snapshot-index.ts';

/**
 * Why a trace drops to dataset level at this job, for a person reading the trace panel or incident notes.
 * `hasLineage`: the job reports column lineage for the dataset it writes (for other fields), as opposed to none at all.
 */
export function degradationReason(job: JobInfo | null, hasLineage: boolean, field: string | null): string {
  const who = job && job.engine.engine !== 'other' ? `${ENGINE_LABELS[job.engine.engine]} job` : 'Job';
  if (!hasLineage) return `${who} reports dataset-level lineage only — no columnLineage facet`;
  return `${who} reports column lineage, but not for field "${field}" — dataset-level beyond`;
}

/** Downstream variant: the consumer's output has column lineage that never mentions the traced dataset. */
export function unmentionedInputReason(job: JobInfo | null, inputName: string): string {
  const who = job && job.engine.engine !== 'other' ? `${ENGINE_LABELS[job.engine.engine]} job` : 'Job';
  return `${who}'s columnLineage does not mention input "${inputName}" — dataset-level beyond`;
}
