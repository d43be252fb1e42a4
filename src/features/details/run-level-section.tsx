import { useQuery } from '@tanstack/react-query';
import { investigationLineageQueryOptions } from '../../investigation/lineage-query.ts';
import { datasetNodeId, type JobRef } from '../../domain/node-id.ts';
import { jobRunLevelFacts, type JobEdgeFact } from '../../domain/run-lineage/job-run-level.ts';
import { formatUtc } from '../../domain/run-lineage/drop-reason.ts';
import { staleRunWords } from '../../domain/run-lineage/stale-runs.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { NodeRefButton } from './node-ref-button.tsx';
import { Section } from './section.tsx';

function EdgeRow({ edge }: { edge: JobEdgeFact }) {
  const seen = edge.seen
    ? `${edge.seen.runs} run${edge.seen.runs === 1 ? '' : 's'}, the last active until ${formatUtc(edge.seen.lastSeen)}`
    : 'no run in the window';
  return (
    <li className="tb-run-edge" data-in-marquez={edge.inMarquezView ? 'yes' : 'no'} data-testid="run-level-edge">
      <span className="tb-run-edge__dir">{edge.direction === 'input' ? 'reads' : 'writes'}</span>{' '}
      <NodeRefButton nodeId={datasetNodeId(edge.dataset)} name={edge.dataset.name} namespace={edge.dataset.namespace} />
      <div className="tb-muted tb-run-edge__seen" title={edge.seen ? `last run ${edge.seen.lastRunId}` : undefined}>
        {seen}
        {edge.inMarquezView ? '' : ' · not in Marquez’s view'}
      </div>
      {edge.reason ? (
        <p className="tb-run-edge__reason" data-testid="run-level-reason">
          {edge.reason}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Run-level lineage of the selected job in the current investigation: what its runs read and wrote in the window,
 * which of those edges Marquez no longer draws and why, and whether its run went silent. Reads the canvas's
 * cached answer; nothing shows with `view=marquez`.
 */
export function RunLevelSection({ job }: { job: JobRef }) {
  const { params } = useInvestigationParams();
  const { node, depth, view, since, until } = params;
  const query = useQuery({
    ...investigationLineageQueryOptions({ nodeId: node ?? '', depth, view, since, until }),
    enabled: node !== null && view === 'runs',
  });
  const facts = jobRunLevelFacts(query.data, job);
  if (!facts) return null;
  const dropped = facts.edges.filter((e) => !e.inMarquezView);
  return (
    <Section title="As it happened (runs)" count={facts.edges.length} testId="details-run-level">
      <p className="tb-muted">
        Runs from {formatUtc(facts.window.since)} to {formatUtc(facts.window.until)}.
        {dropped.length > 0 ? ` ${dropped.length} edge${dropped.length === 1 ? '' : 's'} not in Marquez’s view.` : ' Marquez draws every edge.'}
      </p>
      {facts.stale ? (
        <p className="tb-run-edge__stale" data-testid="run-level-stale" title={`run ${facts.stale.runId}, last event ${facts.stale.lastEventTime}`}>
          {staleRunWords(facts.stale)}, last event {formatUtc(facts.stale.lastEventTime)}.
        </p>
      ) : null}
      <ul className="tb-list tb-run-edges">
        {facts.edges.map((e) => (
          <EdgeRow key={`${e.direction}:${e.dataset.namespace}:${e.dataset.name}`} edge={e} />
        ))}
      </ul>
    </Section>
  );
}
