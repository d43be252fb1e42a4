import { Fragment } from 'react';
import { DatasetTypeIcon } from '../../components/ui/dataset-type-icon.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { SafeLink } from '../../components/ui/safe-link.tsx';
import { parseCatalogFacet } from '../../domain/facets/catalog-facet.ts';
import { datasetTypeOf, datasetTypeText, hierarchyOf } from '../../domain/facets/node-facets.ts';
import { readRecord } from '../../domain/facets/read-facet.ts';
import type { Tag } from '../../domain/facets/tags-facet.ts';
import type { Facets } from '../../domain/marquez-shapes.ts';
import { Section } from './section.tsx';
import { TagList } from '../../components/ui/tag-list.tsx';

/**
 * The dataset's 2026 facets as facts (docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets): what it
 * is (`datasetType`), where it sits (`hierarchy`) and its tags. Each line only when the producer sent it.
 */
export function DatasetKindFacts({ facets, tags }: { facets: Facets | null | undefined; tags: readonly Tag[] }) {
  const type = datasetTypeOf(facets);
  const levels = hierarchyOf(facets);
  const own = tags.filter((t) => t.field === null);
  if (!type && !levels?.length && own.length === 0) return null;
  return (
    <dl className="tb-details__meta" data-testid="details-dataset-kind">
      {type ? (
        <>
          <dt>Type</dt>
          <dd className="tb-details__type" data-testid="details-dataset-type">
            <DatasetTypeIcon info={type} /> <span className="tb-break">{datasetTypeText(type)}</span>
          </dd>
        </>
      ) : null}
      {levels?.length ? (
        <>
          <dt>Hierarchy</dt>
          <dd data-testid="details-hierarchy">
            <ol className="tb-hierarchy">
              {levels.map((l, i) => (
                <li key={i}>
                  <span className="tb-muted">{l.type.toLowerCase()}</span> <MiddleTruncate text={l.name} max={32} focusable />
                </li>
              ))}
            </ol>
          </dd>
        </>
      ) : null}
      {own.length > 0 ? (
        <>
          <dt>Tags</dt>
          <dd>
            <TagList tags={own} testId="details-dataset-tags" />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** A URI as text, a link only when the parser found it http(s). */
function UriRow({ label, uri, href }: { label: string; uri: string | null; href: string | null }) {
  if (!uri) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <SafeLink href={href} className="tb-break">
          {uri}
        </SafeLink>
      </dd>
    </>
  );
}

/** The `catalog` facet, every field of its schema (CatalogDatasetFacet 1-1-0); URIs are links only when http(s). */
export function CatalogSection({ facets }: { facets: Facets | null | undefined }) {
  const catalog = parseCatalogFacet(readRecord(facets, 'catalog'));
  if (!catalog) return null;
  const rows: [string, string | null][] = [
    ['Name', catalog.name],
    ['Framework', catalog.framework],
    ['Type', catalog.type],
    ['Source', catalog.source],
  ];
  return (
    <Section title="Catalog" testId="details-catalog">
      <dl className="tb-details__meta">
        {rows.map(([label, value]) =>
          value ? (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd className="tb-break">{value}</dd>
            </Fragment>
          ) : null,
        )}
        <UriRow label="Metadata" uri={catalog.metadataUri} href={catalog.metadataHref} />
        <UriRow label="Warehouse" uri={catalog.warehouseUri} href={catalog.warehouseHref} />
        {catalog.properties.map(([key, value]) => (
          <Fragment key={`p:${key}`}>
            <dt className="tb-break">{key}</dt>
            <dd className="tb-break">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Section>
  );
}
