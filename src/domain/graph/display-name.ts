import type { Engine, EngineClassification } from '../engine/engine-types.ts';
import { readArray, readRecord, readString } from '../facets/read-facet.ts';
import type { Facets } from '../marquez-shapes.ts';

/** Another identity of a dataset: a `symlinks` facet identifier, or an alias the graph learnt elsewhere. */
export interface DatasetAlias {
  namespace: string;
  name: string;
  /** `TABLE` for a catalog name; an alias without a type counts as one. */
  type?: string | null;
}

/** What {@link displayName} reads; a domain `GraphNode` fits as is. */
export type DisplayNameSubject =
  | {
      kind: 'dataset';
      namespace: string;
      name: string;
      /** The dataset GET, for its `symlinks` facet. */
      details?: { facets?: Facets | null } | null;
      /** Without the GET, the facets the answer came with (a page's first view: MqLineageGraph.facets). */
      facets?: Facets;
      aliases?: readonly DatasetAlias[];
    }
  | { kind: 'job'; namespace: string; name: string; engine?: Engine | EngineClassification | null };

export interface DisplayName {
  /** What a reader recognises: a catalog name, the tail of a path, a Spark application. */
  title: string;
  /** A second, muted line: the location behind a catalog name, the namespace, or a Spark action; null for none. */
  subtitle: string | null;
  /** The complete identity, for hover, focus and the details panel. */
  full: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Whether a dataset is stored by location: only such a dataset shows a catalog alias as its name. */
export function isPath(namespace: string, name: string): boolean {
  return name.includes('/') || /^(s3a?|gs|hdfs|file|abfss?|wasbs?):/i.test(namespace);
}

/** The last two non-empty segments of a path: `warehouse/lakehouse/orders_enriched` → `lakehouse/orders_enriched`. */
function pathTail(name: string): string {
  const segments = name.replace(SCHEME, '').split('/').filter(Boolean);
  return segments.length === 0 ? name : segments.slice(-2).join('/');
}

function location(namespace: string, name: string): string {
  return `${namespace.replace(/\/+$/, '')}/${name.replace(/^\/+/, '')}`;
}

function symlinkAliases(facets: Facets | null | undefined): DatasetAlias[] {
  return readArray(readRecord(facets, 'symlinks'), 'identifiers').flatMap((raw) => {
    const namespace = readString(raw, 'namespace');
    const name = readString(raw, 'name');
    return namespace && name ? [{ namespace, name, type: readString(raw, 'type') }] : [];
  });
}

const isCatalogName = (a: DatasetAlias): boolean => (a.type ?? 'TABLE').toUpperCase() === 'TABLE' && !a.name.includes('/');

function engineOf(engine: Engine | EngineClassification | null | undefined): Engine | null {
  if (!engine) return null;
  return typeof engine === 'string' ? engine : engine.engine;
}

// Spark's OpenLineage integration names action jobs `{appName}.{command_in_snake_case}` (optionally followed by
// `.{dataset}`); the application name is what people call the job, the command is a detail.
const SPARK_ACTION = /^([^.]+)\.([a-z][a-z0-9_]*(?:\..+)?)$/;

/**
 * The name to draw for a dataset or job, with a subtitle and the full identity. A dataset stored by location that
 * has a catalog alias (a `symlinks` TABLE identifier, or a known alias) shows the catalog name over its location —
 * but only then: a Kafka topic's Flink catalog table name is less telling than the topic itself. Other S3/HDFS/file
 * paths show their last two segments over the namespace; a Spark job `app.action` shows `app` over the action.
 */
export function displayName(subject: DisplayNameSubject): DisplayName {
  const { namespace, name } = subject;
  const full = `${namespace}\n${name}`;
  if (subject.kind === 'job') {
    const spark = engineOf(subject.engine) === 'spark' ? SPARK_ACTION.exec(name) : null;
    if (spark?.[1] && spark[2]) return { title: spark[1], subtitle: spark[2], full };
    return { title: name, subtitle: null, full };
  }
  if (!isPath(namespace, name)) return { title: name, subtitle: namespace, full };
  const aliases = [...symlinkAliases(subject.details?.facets ?? subject.facets), ...(subject.aliases ?? [])];
  const catalog = aliases.find(isCatalogName);
  if (catalog) return { title: catalog.name, subtitle: location(namespace, name), full };
  return { title: pathTail(name), subtitle: namespace, full };
}
