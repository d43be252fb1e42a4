import { parseJobDependenciesFacet, type JobDependency } from '../../domain/facets/job-dependencies-facet.ts';
import { jobStatedLineage, type DatasetName } from '../../domain/facets/job-stated-lineage.ts';
import type { LineageJobRef } from '../../domain/facets/lineage-facet.ts';
import { readRecord } from '../../domain/facets/read-facet.ts';
import type { MqJob } from '../../domain/marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../../domain/node-id.ts';
import { NodeRefButton } from './node-ref-button.tsx';
import { Section } from './section.tsx';

const datasetRef = (d: DatasetName) => <NodeRefButton nodeId={datasetNodeId(d)} name={d.name} namespace={d.namespace} />;

/** An input over its output, the arrow leading the output's line (a node reference is too wide to share a line). */
function PairEnds({ input, output, arrow, arrowLabel }: { input: DatasetName; output: DatasetName; arrow: string; arrowLabel: string }) {
  return (
    <>
      <div>{datasetRef(input)}</div>
      <div className="tb-pair__to">
        <span className="tb-pair__arrow" role="img" aria-label={arrowLabel}>
          {arrow}
        </span>
        {datasetRef(output)}
      </div>
    </>
  );
}

// A facet's job reference; null is the job the facet sits on.
const jobRef = (ref: LineageJobRef) => (ref ? <NodeRefButton nodeId={jobNodeId(ref)} name={ref.name} namespace={ref.namespace} /> : <span>this job</span>);

function DependencyRow({ dep }: { dep: JobDependency }) {
  const rules = [dep.dependencyType, dep.sequenceTriggerRule, dep.statusTriggerRule].filter((x): x is string => x !== null);
  return (
    <li>
      <NodeRefButton nodeId={jobNodeId(dep.job)} name={dep.job.name} namespace={dep.job.namespace} />
      {rules.length > 0 ? <div className="tb-muted tb-break tb-deps__rules">{rules.join(' · ')}</div> : null}
    </li>
  );
}

/**
 * The latest run's `jobDependencies` (docs/openlineage-facets.md#job-dependencies-facet): which jobs must finish
 * before this one and which start after it, each a link to its node. Scheduling, not data flow.
 */
export function JobDependenciesSection({ runFacets }: { runFacets: unknown }) {
  const deps = parseJobDependenciesFacet(readRecord(runFacets, 'jobDependencies'));
  if (!deps || deps.upstream.length + deps.downstream.length === 0) return null;
  return (
    <Section title="Scheduling dependencies" count={deps.upstream.length + deps.downstream.length} testId="details-job-dependencies">
      <p className="tb-muted">From the latest run&apos;s jobDependencies facet: when the job runs, not where its data comes from.</p>
      {deps.triggerRule ? (
        <p>
          Runs when: <span className="tb-break">{deps.triggerRule}</span>
        </p>
      ) : null}
      {deps.upstream.length > 0 ? (
        <>
          <h4 className="tb-details__subheading">Runs after</h4>
          <ul className="tb-list" data-testid="details-deps-upstream">
            {deps.upstream.map((d, i) => (
              <DependencyRow key={i} dep={d} />
            ))}
          </ul>
        </>
      ) : null}
      {deps.downstream.length > 0 ? (
        <>
          <h4 className="tb-details__subheading">Triggers</h4>
          <ul className="tb-list" data-testid="details-deps-downstream">
            {deps.downstream.map((d, i) => (
              <DependencyRow key={i} dep={d} />
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

/**
 * A job with an explicit `lineage` facet (docs/openlineage-facets.md#explicit-lineage-facet): the edges it states,
 * and the pairs of its inputs × outputs it does not — which Marquez still draws from the job's inputs and outputs,
 * and which the trace does not walk.
 */
export function StatedLineageSection({ job }: { job: MqJob }) {
  const lineage = jobStatedLineage(job.facets, job.inputs ?? [], job.outputs ?? []);
  if (!lineage) return null;
  const { stated, unstated, jobFlows, undescribedOutputs } = lineage;
  return (
    <Section title="Stated lineage" count={stated.length + jobFlows.length} testId="details-stated-lineage">
      <p className="tb-muted">The job&apos;s own lineage facet says exactly what feeds what; the trace follows only these edges.</p>
      <ul className="tb-list" data-testid="details-stated-edges">
        {stated.map((e, i) => (
          <li key={i} className="tb-pair">
            <PairEnds input={e.input} output={e.output} arrow="→" arrowLabel="feeds" />
            <div className="tb-muted tb-break">
              {e.datasetLevel ? 'dataset level' : 'field level'}
              {e.fields.length > 0 ? ` · fields ${e.fields.join(', ')}` : ''}
            </div>
          </li>
        ))}
        {jobFlows.map((f, i) => (
          <li key={`job:${i}`} className="tb-pair">
            {jobRef(f.from)} <span aria-label="hands data to">→</span> {jobRef(f.to)}
            <div className="tb-muted">job to job, no dataset between</div>
          </li>
        ))}
      </ul>
      {unstated.length > 0 ? (
        <>
          <h4 className="tb-details__subheading">Drawn by Marquez, not stated by the job ({unstated.length})</h4>
          <ul className="tb-list" data-testid="details-unstated-pairs">
            {unstated.map((p, i) => (
              <li key={i} className="tb-pair tb-pair--unstated">
                <PairEnds input={p.input} output={p.output} arrow="↛" arrowLabel="not stated to feed" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {undescribedOutputs.length > 0 ? (
        <p className="tb-muted" data-testid="details-undescribed-outputs">
          No entry for {undescribedOutputs.map((o) => o.name).join(', ')}: by the facet, produced from data it does not track.
        </p>
      ) : null}
    </Section>
  );
}
