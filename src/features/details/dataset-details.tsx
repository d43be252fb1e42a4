import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { datasetQueryOptions } from '../../api/get-dataset.ts';
import { classifyDataset } from '../../domain/engine/classify-dataset.ts';
import { datasetNodeId, fieldNodeId, type DatasetRef } from '../../domain/node-id.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { DatasetKindBadge } from '../../components/ui/engine-badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { RunStateBadge } from '../../components/ui/run-state-badge.tsx';
import { QueryErrorMessage } from '../../components/ui/query-error.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { formatTime } from '../../lib/format.ts';
import { parseNodeId } from '../../domain/node-id.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { useAfterFirstDrawing } from '../../lib/use-after-first-drawing.ts';
import { newestVersionsQueryOptions } from '../../investigation/dataset-versions.ts';
import { AssertionsList } from './assertions-list.tsx';
import { EvidenceSection } from './evidence-section.tsx';
import { FacetViewer } from './facet-viewer.tsx';
import { ListQueryStates } from './list-query-states.tsx';
import { NodeRefButton } from './node-ref-button.tsx';
import { readAliases, readAssertions, readDocumentation } from './read-details.ts';
import { SchemaTable } from './schema-table.tsx';
import { datasetTagsOf } from '../../domain/facets/node-facets.ts';
import { CatalogSection, DatasetKindFacts } from './dataset-facet-sections.tsx';
import { Section } from './section.tsx';

const VERSIONS_SHOWN = 10;

/** Dataset details: identity, kind, schema with per-field Trace, aliases, quality checks, versions, facets. */
export function DatasetDetails({ dataset: ref }: { dataset: DatasetRef }) {
  const { params, setParams } = useInvestigationParams();
  const [, setSearch] = useSearchParams();
  const query = useQuery(datasetQueryOptions(ref));
  if (query.isPending) return <StatusMessage kind="loading" title={`Loading ${ref.name}…`} compact />;
  if (query.isError) return <QueryErrorMessage query={query} subject="the dataset" compact />;
  const ds = query.data;
  const kind = classifyDataset(ds.namespace, ds.name, ds.facets);
  const aliases = readAliases(ds.facets);
  const assertions = readAssertions(ds.facets);
  const failing = new Set(assertions.filter((a) => !a.success && a.column).map((a) => a.column as string));
  const traced = params.trace ? parseNodeId(params.trace) : null;
  const tracedField = traced?.kind === 'datasetField' && traced.namespace === ds.namespace && traced.dataset === ds.name ? traced.field : null;
  const doc = readDocumentation(ds.facets, ds.description);
  const tags = datasetTagsOf(ds.facets);

  return (
    <div className="tb-details" data-testid="dataset-details" data-node-id={datasetNodeId(ds)}>
      <header className="tb-details__head">
        <h3 className="tb-details__name">
          <MiddleTruncate text={ds.name} max={44} focusable />
        </h3>
        <div className="tb-details__ns">
          <MiddleTruncate text={ds.namespace} max={52} focusable />
        </div>
        <div className="tb-details__badges">
          <DatasetKindBadge kind={kind} />
          {ds.type ? <Badge>{ds.type}</Badge> : null}
          {ds.deleted ? <Badge tone="danger">deleted</Badge> : null}
          {assertions.some((a) => !a.success) ? <Badge tone="danger">✕ quality check failed</Badge> : null}
        </div>
        {doc ? <p className="tb-details__doc">{doc}</p> : null}
        <dl className="tb-details__meta">
          <dt>Updated</dt>
          <dd>{formatTime(ds.lastModifiedAt ?? ds.updatedAt)}</dd>
          {ds.sourceName ? (
            <>
              <dt>Source</dt>
              <dd>
                <MiddleTruncate text={ds.sourceName} max={40} />
              </dd>
            </>
          ) : null}
        </dl>
        <DatasetKindFacts facets={ds.facets} tags={tags} />
        <button
          type="button"
          className="tb-button tb-button--small"
          data-testid="open-dataset-impact"
          // The impact list of the whole dataset (`impact=<its nodeId>`), in the URL like the rest of the investigation.
          onClick={() => setSearch((prev) => (prev.set('impact', datasetNodeId(ds)), prev))}
        >
          List what this dataset reaches (owners, checks, export)
        </button>
      </header>

      <EvidenceSection nodeId={datasetNodeId(ds)} kind="dataset" />

      <Section title="Schema" count={new Set(ds.fields?.map((f) => f.name)).size} testId="details-schema">
        <SchemaTable
          fields={ds.fields ?? []}
          failing={failing}
          tracedField={tracedField}
          tags={tags}
          onTrace={(field) => setParams({ trace: fieldNodeId({ namespace: ds.namespace, dataset: ds.name, field }) })}
        />
      </Section>

      <CatalogSection facets={ds.facets} />

      {assertions.length > 0 ? (
        <Section title="Quality checks" count={assertions.length} testId="details-assertions">
          <AssertionsList assertions={assertions} />
        </Section>
      ) : null}

      {aliases.length > 0 ? (
        <Section title="Also known as" count={aliases.length} testId="details-aliases">
          <ul className="tb-list tb-list--aliases">
            {aliases.map((a) => (
              <li key={`${a.namespace}:${a.name}`}>
                <Badge>{a.type}</Badge>
                <NodeRefButton nodeId={datasetNodeId(a)} name={a.name} namespace={a.namespace} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <DatasetVersions dataset={ref} />

      <FacetViewer title="Dataset facets" facets={ds.facets} testId="details-facets" />
    </div>
  );
}

function DatasetVersions({ dataset }: { dataset: DatasetRef }) {
  // Below the fold on a canvas link: asked for once the first drawing is on screen and the browser is idle.
  const enabled = useAfterFirstDrawing();
  // The newest page the failed-check marks and the timeline read too: one request for the three.
  const query = useQuery({ ...newestVersionsQueryOptions(dataset, VERSIONS_SHOWN), enabled });
  return (
    <Section title="Versions" count={query.data?.totalCount ?? query.data?.items.length} testId="details-versions">
      <ListQueryStates query={query} subject="the versions" loading="Loading versions…" empty="No versions recorded.">
        {(versions) => (
          <table className="tb-table tb-versions">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">Fields</th>
                <th scope="col">By run</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => {
                const failed = readAssertions(v.facets).some((a) => !a.success);
                return (
                  <tr key={v.version} title={`version ${v.version}`}>
                    <td>
                      {formatTime(v.createdAt)}
                      {failed ? (
                        <>
                          {' '}
                          <span className="tb-badge tb-badge--danger">✕ check failed</span>
                        </>
                      ) : null}
                    </td>
                    <td>{v.fields?.length ?? 0}</td>
                    <td>{v.createdByRun ? <RunStateBadge state={v.createdByRun.state} /> : <span className="tb-muted">—</span>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ListQueryStates>
    </Section>
  );
}
