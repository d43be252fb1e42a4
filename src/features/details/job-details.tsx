import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { jobQueryOptions } from '../../api/get-job.ts';
import { jobRunsQueryOptions } from '../../api/get-job-runs.ts';
import { classifyJob, latestRunOf } from '../../domain/engine/classify-engine.ts';
import { processingType } from '../../domain/engine/processing-type.ts';
import { datasetNodeId, jobNodeId, type JobRef } from '../../domain/node-id.ts';
import type { MqDatasetId, MqJob, MqRun } from '../../domain/marquez-shapes.ts';
import { jobIdentities } from '../../domain/stitching/catalog.ts';
import { allToAllJob } from '../../domain/trace/all-to-all-job.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { EngineBadge } from '../../components/ui/engine-badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { RunStateBadge } from '../../components/ui/run-state-badge.tsx';
import { SafeLink } from '../../components/ui/safe-link.tsx';
import { SqlBlock } from '../../components/ui/sql-block.tsx';
import { QueryErrorMessage } from '../../components/ui/query-error.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { formatDuration, formatTime } from '../../lib/format.ts';
import { FacetViewer } from './facet-viewer.tsx';
import { ListQueryStates } from './list-query-states.tsx';
import { NodeRefButton } from './node-ref-button.tsx';
import { facetNames, readDocumentation, readSourceCode, readSourceLocation, readSql } from './read-details.ts';
import { EvidenceSection } from './evidence-section.tsx';
import { RunLevelSection } from './run-level-section.tsx';
import { Section } from './section.tsx';
import { jobTagsOf, runTagsOf } from '../../domain/facets/node-facets.ts';
import { JobDependenciesSection, StatedLineageSection } from './job-facet-sections.tsx';
import { TagList } from '../../components/ui/tag-list.tsx';

const RUNS_SHOWN = 10;

/** Job details: engine (and which rule decided it), STREAMING/BATCH, SQL, source location, inputs/outputs, runs, facets. */
export function JobDetails({ job: ref }: { job: JobRef }) {
  const query = useQuery(jobQueryOptions(ref));
  if (query.isPending) return <StatusMessage kind="loading" title={`Loading ${ref.name}…`} compact />;
  if (query.isError) return <QueryErrorMessage query={query} subject="the job" compact />;
  const job = query.data;
  const engine = classifyJob(job);
  const kind = processingType(job.facets, job.type);
  const sql = readSql(job.facets);
  const location = readSourceLocation(job.facets);
  const code = readSourceCode(job.facets);
  const doc = readDocumentation(job.facets, job.description);
  const latest = latestRunOf(job);
  const locationUrl = location?.url ?? job.location ?? null;
  const tags = jobTagsOf(job.facets);
  const runTags = runTagsOf(latest?.facets);

  return (
    <div className="tb-details" data-testid="job-details" data-node-id={jobNodeId(job)}>
      <header className="tb-details__head">
        <h3 className="tb-details__name">
          <MiddleTruncate text={job.name} max={44} focusable />
        </h3>
        <div className="tb-details__ns">
          <MiddleTruncate text={job.namespace} max={52} focusable />
        </div>
        <div className="tb-details__badges">
          <EngineBadge engine={engine.engine} evidence={`Decided by ${engine.rule}: ${engine.evidence}`} />
          {kind ? <Badge tone={kind === 'STREAMING' ? 'accent' : 'neutral'}>{kind}</Badge> : null}
          {latest ? <RunStateBadge state={latest.state} /> : null}
        </div>
        <p className="tb-details__why tb-muted">
          {engine.rule === 'none' ? 'No engine signal: ' : 'Engine decided by '}
          <MiddleTruncate text={engine.evidence} max={64} />
        </p>
        {doc ? <p className="tb-details__doc">{doc}</p> : null}
        {tags.length + runTags.length > 0 ? (
          <dl className="tb-details__meta">
            {tags.length > 0 ? (
              <>
                <dt>Tags</dt>
                <dd>
                  <TagList tags={tags} testId="details-job-tags" />
                </dd>
              </>
            ) : null}
            {runTags.length > 0 ? (
              <>
                <dt>Latest run</dt>
                <dd>
                  <TagList tags={runTags} testId="details-run-tags" />
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </header>

      <EvidenceSection nodeId={jobNodeId(job)} kind="job" />

      {sql ? (
        <Section title={sql.dialect ? `SQL (${sql.dialect})` : 'SQL'} testId="details-sql">
          <SqlBlock sql={sql.query} label={`SQL of ${job.name}`} />
        </Section>
      ) : null}

      {locationUrl || location ? (
        <Section title="Source code" testId="details-source">
          <dl className="tb-details__meta">
            {locationUrl ? (
              <>
                <dt>Location</dt>
                <dd>
                  <SafeLink href={locationUrl} className="tb-break" />
                </dd>
              </>
            ) : null}
            {location?.repoUrl ? (
              <>
                <dt>Repository</dt>
                <dd>
                  <SafeLink href={location.repoUrl} className="tb-break" />
                </dd>
              </>
            ) : null}
            {location?.path ? (
              <>
                <dt>Path</dt>
                <dd className="tb-break">{location.path}</dd>
              </>
            ) : null}
            {location?.branch || location?.tag || location?.version ? (
              <>
                <dt>Revision</dt>
                <dd className="tb-break">{[location.branch, location.tag, location.version].filter(Boolean).join(' · ')}</dd>
              </>
            ) : null}
          </dl>
        </Section>
      ) : null}

      {code && !sql ? (
        <Section title={`Source${code.language ? ` (${code.language})` : ''}`}>
          <pre className="tb-sql">{code.code}</pre>
        </Section>
      ) : null}

      <RunLevelSection job={ref} />
      <AllToAllNote job={job} />
      <StatedLineageSection job={job} />
      <JobDependenciesSection runFacets={latest?.facets} />
      <RefList title="Inputs" refs={job.inputs ?? []} testId="details-inputs" />
      <RefList title="Outputs" refs={job.outputs ?? []} testId="details-outputs" />
      <JobRuns job={ref} />
      <FacetViewer title="Job facets" facets={job.facets} testId="details-job-facets" />
      {latest?.facets ? <FacetViewer title="Latest run facets" facets={latest.facets} testId="details-run-facets" /> : null}
    </div>
  );
}

function RefList({ title, refs, testId }: { title: string; refs: readonly MqDatasetId[]; testId: string }) {
  return (
    <Section title={title} count={refs.length} testId={testId}>
      {refs.length === 0 ? (
        <p className="tb-muted">None reported.</p>
      ) : (
        <ul className="tb-list">
          {refs.map((r) => (
            <li key={`${r.namespace}:${r.name}`}>
              <NodeRefButton nodeId={datasetNodeId(r)} name={r.name} namespace={r.namespace} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function JobRuns({ job }: { job: JobRef }) {
  const query = useQuery(jobRunsQueryOptions({ namespace: job.namespace, name: job.name, limit: RUNS_SHOWN }));
  return (
    <Section title="Latest runs" count={query.data?.totalCount ?? query.data?.items.length} testId="details-runs">
      <ListQueryStates query={query} subject="the runs" loading="Loading runs…" empty="No runs recorded.">
        {(runs) => (
          <table className="tb-table tb-runs">
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Started</th>
                <th scope="col">Duration</th>
                <th scope="col">
                  <span className="tb-visually-hidden">Facets</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </tbody>
          </table>
        )}
      </ListQueryStates>
    </Section>
  );
}

function RunRow({ run }: { run: MqRun }) {
  const [open, setOpen] = useState(false);
  const hasFacets = facetNames(run.facets).length > 0;
  return (
    <>
      <tr title={`run ${run.id}`}>
        <td>
          <RunStateBadge state={run.state} />
        </td>
        <td>{formatTime(run.startedAt ?? run.nominalStartTime ?? run.createdAt)}</td>
        <td>{run.state === 'RUNNING' ? 'running' : formatDuration(run.durationMs)}</td>
        <td className="tb-runs__action">
          {hasFacets ? (
            <button
              type="button"
              className="tb-button tb-button--ghost tb-button--small"
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
              aria-label={`${open ? 'Hide' : 'Show'} facets of run ${run.id}`}
            >
              {open ? 'Hide facets' : 'Facets'}
            </button>
          ) : null}
        </td>
      </tr>
      {open ? (
        <tr className="tb-runs__facets">
          <td colSpan={4}>
            <FacetViewer title={`Run ${run.id.slice(0, 8)} facets`} facets={run.facets} open />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The job's all-to-all flag (src/domain/trace/all-to-all-job.ts): why inferred hops across it are only guesses. */
function AllToAllNote({ job }: { job: MqJob }) {
  const named = (refs: MqJob['inputs']) => jobIdentities(refs).map((r) => ({ id: datasetNodeId(r), name: r.name }));
  const flag = allToAllJob(job.name, named(job.inputs), named(job.outputs));
  if (!flag) return null;
  return (
    <Section title="Reports all-to-all lineage" testId="details-all-to-all">
      <p>{flag.reason}. Inferred hops across it are shown as ambiguous, never followed.</p>
    </Section>
  );
}
