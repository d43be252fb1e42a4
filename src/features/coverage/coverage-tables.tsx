import { Link } from 'react-router';
import { EngineBadge } from '../../components/ui/engine-badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import type { DegradePoint, EngineCoverage, JobCoverage } from '../../domain/coverage/compute-coverage.ts';
import { derivedSummary, type DerivedCoverage } from '../../domain/coverage/derived-coverage.ts';
import type { ExplicitCoverage } from '../../domain/coverage/explicit-coverage.ts';
import { ENGINE_LABELS } from '../../domain/engine/engine-types.ts';
import { datasetNodeId, jobNodeId } from '../../domain/node-id.ts';
import { lineageHref } from '../../lib/investigation-params.ts';
import { engineLevel } from './coverage-level.ts';

const count = (part: number, whole: number) => `${part} / ${whole}`;

/** Per engine, the jobs whose column lineage Tributary derives from their SQL rather than reads from a report. */
export function DerivedEnginesList({ derived }: { derived: DerivedCoverage }) {
  if (derived.engines.length === 0) return null;
  return (
    <ul className="tb-cov-derived" data-testid="coverage-derived" aria-label="Column lineage derived from SQL">
      {derived.engines.map((e) => (
        <li key={e.engine} data-engine={e.engine}>
          <EngineBadge engine={e.engine} /> {derivedSummary(e)}
          <span className="tb-muted">
            {' '}
            — {e.derivedJobs} job{e.derivedJobs === 1 ? '' : 's'} whose column lineage Tributary reads from the job&apos;s SQL, not reported
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Per engine: the coverage level, and how many jobs, output fields and column edges carry column lineage. */
export function EnginesTable({ engines }: { engines: readonly EngineCoverage[] }) {
  return (
    <table className="tb-cov-table" data-testid="coverage-engines">
      <thead>
        <tr>
          <th scope="col">Engine</th>
          <th scope="col">Level</th>
          <th scope="col">Jobs</th>
          <th scope="col">Jobs with column lineage</th>
          <th scope="col">Output fields covered</th>
          <th scope="col">Typed column edges</th>
        </tr>
      </thead>
      <tbody>
        {engines.map((e) => {
          const level = engineLevel(e);
          return (
            <tr key={e.engine} data-engine={e.engine}>
              <th scope="row">
                <EngineBadge engine={e.engine} />
              </th>
              <td
                data-col="level"
                className={`tb-cov-level tb-cov-level--${level === 'column-level' ? 'column' : level === 'dataset-level only' ? 'dataset' : 'partial'}`}
              >
                {level}
              </td>
              <td data-col="jobs">{e.jobs}</td>
              <td data-col="jobs-cll">{count(e.jobsWithColumnLineage, e.jobs)}</td>
              <td data-col="fields">{count(e.outputFieldsCovered, e.outputFields)}</td>
              <td data-col="typed">{count(e.typedEdges, e.columnEdges)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Where column lineage ends: each job output that is dataset-level only, and why. */
export function DegradePointList({ points }: { points: readonly DegradePoint[] }) {
  if (points.length === 0) return <p>Every output of every job carries column lineage.</p>;
  return (
    <ul className="tb-cov-degrade" data-testid="coverage-degrade-points">
      {points.map((d) => (
        <li key={`${jobNodeId(d.job)}|${datasetNodeId(d.dataset)}`}>
          <span className="tb-cov-degrade__where">
            <EngineBadge engine={d.engine} />{' '}
            <Link to={lineageHref({ node: jobNodeId(d.job), sel: jobNodeId(d.job) })}>
              <MiddleTruncate text={d.job.name} />
            </Link>
            {' → '}
            <MiddleTruncate className="tb-cov-mono" text={d.dataset.name} />
          </span>
          <span className="tb-cov-degrade__why">
            {`dataset-level only — ${d.reason}`}
            {d.missingFields.length > 0 ? ` (no column lineage for: ${d.missingFields.join(', ')})` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Per job (linked to the graph): its engine, whether it reports column lineage, and what SQL or a lineage facet adds. */
export function JobsTable({ jobs, derived, explicit }: { jobs: readonly JobCoverage[]; derived: DerivedCoverage | null; explicit: ExplicitCoverage | null }) {
  return (
    <table className="tb-cov-table" data-testid="coverage-jobs">
      <thead>
        <tr>
          <th scope="col">Job</th>
          <th scope="col">Engine</th>
          <th scope="col">Column lineage</th>
          <th scope="col">Output fields covered</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((j) => {
          const id = jobNodeId(j);
          return (
            <tr key={id} data-job={id}>
              <th scope="row">
                <Link to={lineageHref({ node: id, sel: id })} title={`Open ${j.namespace} ${j.name} in the graph`}>
                  <MiddleTruncate text={j.name} max={56} />
                </Link>
                <span className="tb-muted tb-cov-ns">
                  <MiddleTruncate text={j.namespace} max={40} />
                </span>
              </th>
              <td>
                <EngineBadge engine={j.engine} evidence={`${ENGINE_LABELS[j.engine]}, decided by ${j.engineRule}`} />
              </td>
              <td data-col="has-cll">
                {j.hasColumnLineage ? 'yes' : 'no — dataset-level only'}
                {derived?.jobs[id] ? (
                  <span className="tb-cov-derived-job" data-testid="coverage-job-derived">
                    {' '}
                    · {derived.jobs[id]} fields derived from SQL
                  </span>
                ) : null}
                {explicit?.jobs[id] ? (
                  <span className="tb-cov-explicit-job" data-testid="coverage-job-explicit">
                    {' '}
                    · lineage facet: {explicit.jobs[id].statedEdges} stated edges, {explicit.jobs[id].statedFields} fields
                  </span>
                ) : null}
              </td>
              <td data-col="fields">{count(j.fieldsCovered, j.fields)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
