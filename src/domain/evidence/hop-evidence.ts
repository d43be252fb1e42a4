import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { TraceHop } from '../trace/trace-types.ts';
import type { EvidenceIndex, DatasetEvidence, JobEvidence } from './evidence-index.ts';
import type { VolumeEvidence } from './evidence-types.ts';
import { judgeObserved } from './volume.ts';

/** What an incident needs to know about one trace hop, each part naming its facet, run and version. */
export interface HopEvidence {
  /** The hop's job (null for a stitched hop, which no job makes). */
  job: JobEvidence | null;
  /** The version of the hop's `to` dataset the job's run wrote: the run run-level lineage saw last, else its newest. */
  carried: { version: string; runId: string; at: string | null } | null;
  /** The `to` dataset at the carried version: owners, its checks (the traced field's first), its freshness. */
  to: DatasetEvidence;
  volume: {
    /** `inputStatistics` of the job's runs on the hop's `from` dataset. */
    read: VolumeEvidence;
    /** `outputStatistics` of the job's runs on the hop's `to` dataset. */
    written: VolumeEvidence;
  };
}

const NO_JOB: VolumeEvidence = { status: 'missing', latest: null, baseline: null, ratio: null, reason: 'no job on this hop' };

/** Evidence for one hop of a trace. */
export function hopEvidence(index: EvidenceIndex, hop: TraceHop): HopEvidence {
  const fromId = datasetNodeId({ namespace: hop.from.namespace, name: hop.from.dataset });
  const toId = datasetNodeId({ namespace: hop.to.namespace, name: hop.to.dataset });
  const jobId = hop.job ? jobNodeId(hop.job) : null;
  const write = jobId ? (index.written(toId, jobId, hop.seen?.lastRunId) ?? index.written(toId, jobId)) : null;
  const carried = write ? { version: write.version, runId: write.run.runId, at: write.at } : null;
  return {
    job: jobId ? index.job(jobId) : null,
    carried,
    to: index.dataset(toId, { writer: jobId, focus: hop.to.field, ...(carried ? { version: carried.version } : {}) }),
    volume: jobId
      ? {
          read: judgeObserved(index.observationsOf(fromId), fromId, 'input', jobId),
          written: judgeObserved(index.observationsOf(toId), toId, 'output', jobId),
        }
      : { read: NO_JOB, written: NO_JOB },
  };
}
