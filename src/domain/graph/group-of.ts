import type { DatasetKind } from '../engine/engine-types.ts';
import { ENGINE_LABELS } from '../engine/engine-types.ts';
import { datasetTagsOf, hierarchyGroupOf, hierarchyOf, jobTagsOf } from '../facets/node-facets.ts';
import { tagText, type Tag } from '../facets/tags-facet.ts';
import type { GraphNode } from './lineage-graph.ts';
import type { GroupBy } from './reduced-graph.ts';

/** Where a node goes under a grouping: `key` is what `open=` holds, `label` what the group box says. */
export interface GroupSlot {
  key: string;
  label: string;
}

const DATASET_KIND_GROUP_LABELS: Readonly<Record<DatasetKind, string>> = {
  'kafka-topic': 'Kafka topics',
  'iceberg-table': 'Iceberg tables',
  's3-path': 'S3 paths',
  'postgres-table': 'Postgres tables',
  other: 'Other datasets',
};

const TAG_PREFIX = 'tag:';

/** The grouping by one tag key (`tag:<key>`), as the URL and the toolbar hold it. */
export function tagGrouping(key: string): GroupBy {
  return `${TAG_PREFIX}${key}`;
}

/** The tag key of a `tag:<key>` grouping, else null. */
export function tagKeyOf(by: GroupBy): string | null {
  return by.startsWith(TAG_PREFIX) ? by.slice(TAG_PREFIX.length) : null;
}

/** A node's tags — a job's own, a dataset's with its fields' — or null when its facets are not loaded. */
export function nodeTags(node: GraphNode): Tag[] | null {
  if (!node.details) return null;
  return node.kind === 'job' ? jobTagsOf(node.details.facets) : datasetTagsOf(node.details.facets);
}

// Jobs have no hierarchy facet: by hierarchy they group by namespace apart from the datasets, so the flow between
// containers stays readable and thousands of jobs still fold into a few boxes.
function byHierarchy(node: GraphNode): GroupSlot {
  if (node.kind === 'job') return { key: `jobs:${node.namespace}`, label: `Jobs · ${node.namespace}` };
  // Without its GET (large graphs fetch no details) the facet is unknown, which is not the same as absent.
  if (!node.details) return { key: 'unknown', label: 'Hierarchy not loaded' };
  const group = hierarchyGroupOf(hierarchyOf(node.details.facets), node.name);
  return group ? { key: `path:${group.key}`, label: group.label } : { key: 'none', label: 'No hierarchy' };
}

// A node with several values of the key goes to the first one its facet lists: a group is a partition.
function byTag(node: GraphNode, key: string): GroupSlot {
  const tags = nodeTags(node);
  if (tags === null) return { key: 'unknown', label: 'Tags not loaded' };
  const tag = tags.find((t) => t.key === key);
  return tag ? { key: `=${tag.value}`, label: tagText(tag) } : { key: 'none', label: `No ${key} tag` };
}

/**
 * The group of a node. By engine, jobs group by the engine that runs them and datasets by the system that stores
 * them: a Kafka topic has no engine, and mixing topics into the Flink group would hide the Kafka → Flink hop the view
 * is about. By hierarchy, datasets group by the containers their `hierarchy` facet names; by tag, nodes by the value
 * of one tag key (dataset, field and job tags).
 */
export function groupOf(node: GraphNode, by: GroupBy): GroupSlot {
  if (by === 'namespace') return { key: node.namespace, label: node.namespace };
  if (by === 'hierarchy') return byHierarchy(node);
  const tagKey = tagKeyOf(by);
  if (tagKey !== null) return byTag(node, tagKey);
  if (node.kind === 'job') return { key: `job:${node.engine.engine}`, label: `${ENGINE_LABELS[node.engine.engine]} jobs` };
  return { key: `dataset:${node.datasetKind}`, label: DATASET_KIND_GROUP_LABELS[node.datasetKind] };
}

/** The tag keys the loaded nodes carry, sorted: what "Group by" offers. */
export function tagKeysOf(nodes: Iterable<GraphNode>): string[] {
  const keys = new Set<string>();
  for (const node of nodes) for (const t of nodeTags(node) ?? []) keys.add(t.key);
  return [...keys].sort((a, b) => a.localeCompare(b));
}
