import { displayName } from '../domain/graph/display-name.ts';
import type { DatasetNode, JobNode } from '../domain/graph/lineage-graph.ts';
import type { GroupNode, MoreNode } from '../domain/graph/reduced-graph.ts';
import { middleTruncate } from './middle-truncate.ts';

/**
 * The words each kind of node draws, as drawn (cut to fit the box), decided once for both drawings of a node: the
 * canvas's node components (src/features/graph/nodes) and the server's first frame (src/server/first-frame.ts), which
 * the canvas replaces in place — so the words cannot change at the hand-over unless the canvas learnt something new.
 */

// Counts in English digits on both: the server that writes the frame cannot know the reader's locale, and a count
// that turned `1,234` into `1.234` at the hand-over would be the flicker this module exists to prevent.
const count = (n: number): string => n.toLocaleString('en');

/** Longer catalog names than this take a slightly smaller face (`tb-node__name--long`) instead of being cut. */
const LONG_NAME = 22;

export interface DatasetLabels {
  name: string;
  /** The name takes the smaller face. */
  long: boolean;
  /** The location behind a catalog name, or the namespace. */
  sub: string;
  fields: string;
  /** The complete identity, for hover. */
  full: string;
}

/** A dataset's words: its display name (a catalog name when one is known), its location or namespace, its field count. */
export function datasetLabels(node: Pick<DatasetNode, 'namespace' | 'name' | 'details' | 'facets' | 'fields' | 'foldedFields'>): DatasetLabels {
  const shown = displayName({ kind: 'dataset', ...node });
  const fieldCount = node.fields.length + (node.foldedFields ?? 0);
  return {
    name: middleTruncate(shown.title, 27, 0.5),
    long: shown.title.length > LONG_NAME,
    sub: middleTruncate(shown.subtitle ?? node.namespace, 29),
    fields: fieldCount === 1 ? '1 field' : `${fieldCount} fields`,
    full: shown.full,
  };
}

export interface JobLabels {
  name: string;
  /** A Spark action (`append_data`), muted above the name; null for none. */
  action: string | null;
  full: string;
}

/** A job's words: its name (a Spark application's), and the Spark action it ran. */
export function jobLabels(node: Pick<JobNode, 'namespace' | 'name' | 'engine'>): JobLabels {
  const shown = displayName({ kind: 'job', ...node });
  return { name: middleTruncate(shown.title, 19, 0.5), action: shown.subtitle, full: shown.full };
}

/** A group's words: its size, its label and what it holds. */
export function groupLabels(group: Pick<GroupNode, 'label' | 'memberIds' | 'datasets' | 'jobs'>): { badge: string; name: string; sub: string } {
  const parts = [group.datasets ? `${count(group.datasets)} datasets` : '', group.jobs ? `${count(group.jobs)} jobs` : ''];
  return { badge: `Group · ${count(group.memberIds.length)}`, name: middleTruncate(group.label, 22), sub: parts.filter(Boolean).join(' · ') };
}

/** A "show N more" box's words: how many it hides, and where they are. */
export function moreLabels(more: Pick<MoreNode, 'hiddenIds' | 'side' | 'distance'>): { name: string; sub: string } {
  const where = more.distance === null ? 'not connected to the focus' : `${more.side}, ${more.distance} ${more.distance === 1 ? 'hop' : 'hops'} away`;
  return { name: `Show ${count(more.hiddenIds.length)} more`, sub: where };
}
