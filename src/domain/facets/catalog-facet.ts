import { z } from 'zod';
import { httpHref, mapOf, optionalText, parseFacet, text } from './facet-values.ts';

/**
 * The `catalog` dataset facet (CatalogDatasetFacet 1-1-0; docs/openlineage-facets.md#catalog-facet): the catalog an
 * engine used to reach the dataset. Spark sends it for Iceberg tables next to the table's location, so a facet that
 * names both the catalog and the warehouse ties a location to a catalog name with certainty.
 */
export interface CatalogInfo {
  /** iceberg, delta, hive… */
  framework: string | null;
  /** jdbc, glue, polaris, rest, hadoop… */
  type: string | null;
  /** The catalog's name as configured in the engine. */
  name: string | null;
  metadataUri: string | null;
  /** `metadataUri` when it is an http(s) URL (a REST catalog), else null: a `jdbc:` string is text. */
  metadataHref: string | null;
  warehouseUri: string | null;
  warehouseHref: string | null;
  /** spark, flink, hive… */
  source: string | null;
  /** Additional catalog properties, string values only, in the producer's order. */
  properties: [string, string][];
}

const schema = z
  .looseObject({
    framework: optionalText,
    type: optionalText,
    name: optionalText,
    metadataUri: optionalText,
    warehouseUri: optionalText,
    source: optionalText,
    catalogProperties: mapOf(text),
  })
  // The spec requires framework, type and name; a facet missing some still says something, one with none says nothing.
  .refine((c) => c.framework !== null || c.name !== null || c.type !== null)
  .transform((c): CatalogInfo => ({
    framework: c.framework,
    type: c.type,
    name: c.name,
    metadataUri: c.metadataUri,
    metadataHref: httpHref(c.metadataUri),
    warehouseUri: c.warehouseUri,
    warehouseHref: httpHref(c.warehouseUri),
    source: c.source,
    properties: [...c.catalogProperties],
  }));

/** The dataset's `catalog` facet, or null when it names no framework, type or name. */
export function parseCatalogFacet(raw: unknown): CatalogInfo | null {
  return parseFacet(schema, raw);
}
