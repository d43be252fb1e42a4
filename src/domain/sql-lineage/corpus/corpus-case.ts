import type { SqlJobDataset, SqlJobDatasets } from '../derived-types.ts';

/**
 * The derivation corpus (test-only): real Flink SQL from Flink's documentation (PROVENANCE.md says where each file
 * comes from and what was changed), the datasets a job running it would report, and the hand-checked lineage.
 * Hops are written `output.column <- input.field TYPE/SUBTYPE` (DIRECT, per column) and
 * `output <- input.field INDIRECT/SUBTYPE` (the facet's dataset-wide part), by dataset name.
 */
export interface CorpusCase {
  file: string;
  shape: string;
  job: SqlJobDatasets;
  hops: readonly string[];
  /** Output datasets as `namespace/name`, when the mapping itself is under test. */
  outputs?: readonly string[];
  unmapped?: readonly string[];
  /** A fragment of each `unsupported` reason, in order. */
  unsupported?: readonly string[];
}

/** A dataset as the job reports it: namespace, name, schema fields and the other names (symlinks) SQL may use for it. */
export const ds = (namespace: string, name: string, fields: readonly string[] = [], aliases: readonly string[] = []): SqlJobDataset => ({
  namespace,
  name,
  fields,
  aliases,
});
export const KAFKA = 'kafka://broker:9092';
export const bids = ds(KAFKA, 'bids', [], ['default_catalog.default_database.Bid']);
export const orders = ds(KAFKA, 'orders');
