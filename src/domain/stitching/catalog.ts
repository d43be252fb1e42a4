import type { MqDataset, MqJob } from '../marquez-shapes.ts';
import { isRecord } from '../facets/read-facet.ts';

/**
 * What the boundary analyses read: every dataset (with its raw `facets`) and every job (with `inputs`/`outputs`)
 * Marquez knows. A CLI pages it from the API; the UI assembles it from cached queries.
 */
export interface Catalog {
  datasets: readonly MqDataset[];
  jobs: readonly MqJob[];
}

/** A dataset identity as Marquez reports it. */
export interface DatasetIdentity {
  namespace: string;
  name: string;
}

/**
 * A collision-free map key for a dataset identity.
 *
 * NUL cannot occur in a namespace that passed Marquez validation, so `ns\0name` never aliases two identities
 * the way `ns:name` does when names contain colons.
 */
export function identityKey(ref: DatasetIdentity): string {
  return `${ref.namespace}\u0000${ref.name}`;
}

/** Total order on identities (namespace, then name; code-unit order, so it is stable across locales). */
export function compareIdentities(a: DatasetIdentity, b: DatasetIdentity): number {
  if (a.namespace !== b.namespace) return a.namespace < b.namespace ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return 0;
}

/** Reads `{namespace, name}` from something untrusted; null when either is not a string. */
export function asIdentity(value: unknown): DatasetIdentity | null {
  if (!isRecord(value)) return null;
  const { namespace, name } = value;
  return typeof namespace === 'string' && typeof name === 'string' ? { namespace, name } : null;
}

/** The identity of a catalog dataset: `id` when present (it is what the API was asked for), else the flat keys. */
export function datasetIdentity(dataset: MqDataset): DatasetIdentity | null {
  return asIdentity(dataset.id) ?? asIdentity(dataset);
}

/** The identities a job lists (inputs or outputs), skipping malformed entries. */
export function jobIdentities(list: MqJob['inputs']): DatasetIdentity[] {
  if (!Array.isArray(list)) return [];
  const out: DatasetIdentity[] = [];
  for (const item of list as unknown[]) {
    const ref = asIdentity(item);
    if (ref) out.push(ref);
  }
  return out;
}

/**
 * The catalog's datasets keyed by identity, in identity order, first occurrence winning, so duplicates in a paged
 * answer (a page boundary moving under concurrent ingest) cannot produce duplicate candidates.
 */
export function indexDatasets(catalog: Catalog): Map<string, { ref: DatasetIdentity; dataset: MqDataset }> {
  const index = new Map<string, { ref: DatasetIdentity; dataset: MqDataset }>();
  for (const dataset of Array.isArray(catalog.datasets) ? catalog.datasets : []) {
    const ref = isRecord(dataset as unknown) ? datasetIdentity(dataset) : null;
    if (!ref) continue;
    const key = identityKey(ref);
    if (!index.has(key)) index.set(key, { ref, dataset });
  }
  // Identity order, not input order: every rule then proposes (and words) pairs the same way for equal catalogs.
  return new Map([...index].sort(([, x], [, y]) => compareIdentities(x.ref, y.ref)));
}

/** The catalog's well-formed jobs (a job without a string namespace and name is skipped). */
export function catalogJobs(catalog: Catalog): { ref: DatasetIdentity; job: MqJob }[] {
  const out: { ref: DatasetIdentity; job: MqJob }[] = [];
  for (const job of Array.isArray(catalog.jobs) ? catalog.jobs : []) {
    const ref = isRecord(job as unknown) ? (asIdentity(job.id) ?? asIdentity(job)) : null;
    if (ref) out.push({ ref, job });
  }
  return out;
}
