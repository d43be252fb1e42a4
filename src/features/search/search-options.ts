import type { MqSearchResult } from '../../domain/marquez-shapes.ts';
import type { TagMatch } from '../../domain/facets/tag-search.ts';
import { datasetNodeId, jobNodeId } from '../../domain/node-id.ts';

export type SearchOptionKind = 'dataset' | 'job' | 'trace';

/** One row of the search listbox. `nodeId` is what choosing it focuses; `fieldId` is set for trace rows. */
export interface SearchOption {
  key: string;
  kind: SearchOptionKind;
  name: string;
  namespace: string;
  nodeId: string;
  fieldId?: string;
  /** Secondary text, e.g. the field type. */
  hint?: string;
  /** Rows found by tag: the tags that matched (`pii=true on email`). */
  tags?: string;
}

export interface SearchGroup {
  /** `tagged`: datasets and jobs found by their tags, not their names. */
  kind: SearchOptionKind | 'tagged';
  label: string;
  options: SearchOption[];
}

const GROUP_LABELS: Readonly<Record<SearchOptionKind, string>> = {
  trace: 'Trace a field',
  dataset: 'Datasets',
  job: 'Jobs',
};

// Marquez ignores `sort` (docs/marquez-api.md#search), so rank on the client: exact name, then prefix, then the
// match nearest the end of the name (the table part), then shorter names, then alphabetical.
function rank(name: string, q: string): [number, number, number] {
  const n = name.toLowerCase();
  const needle = q.toLowerCase();
  if (n === needle) return [0, 0, n.length];
  const last = n.split(/[./:]/).at(-1) ?? n;
  if (last.startsWith(needle)) return [1, 0, n.length];
  if (n.startsWith(needle)) return [2, 0, n.length];
  const at = n.lastIndexOf(needle);
  return [3, at === -1 ? Number.MAX_SAFE_INTEGER : n.length - at, n.length];
}

function compare(a: SearchOption, b: SearchOption, q: string): number {
  const ra = rank(a.name, q);
  const rb = rank(b.name, q);
  for (let i = 0; i < 3; i++) if (ra[i] !== rb[i]) return (ra[i] ?? 0) - (rb[i] ?? 0);
  return a.name.localeCompare(b.name) || a.namespace.localeCompare(b.namespace);
}

/** Tag matches as rows: the node opens like a name match; the hint says which tags matched. */
export function taggedOptions(matches: readonly TagMatch[]): SearchOption[] {
  return matches.map((m) => {
    const nodeId = m.kind === 'job' ? jobNodeId(m) : datasetNodeId(m);
    return { key: `tagged:${nodeId}`, kind: m.kind, name: m.name, namespace: m.namespace, nodeId, tags: m.matched.join(', ') };
  });
}

/**
 * Marquez `/search` results → ranked listbox groups (traces first, then datasets, then jobs, then what matched by
 * tag; empty groups dropped).
 */
export function groupSearchResults(
  results: readonly MqSearchResult[],
  query: string,
  traces: readonly SearchOption[] = [],
  tagged: readonly SearchOption[] = [],
): SearchGroup[] {
  const seen = new Set<string>();
  const datasets: SearchOption[] = [];
  const jobs: SearchOption[] = [];
  for (const r of results) {
    if (seen.has(r.nodeId)) continue;
    seen.add(r.nodeId);
    const option: SearchOption = {
      key: r.nodeId,
      kind: r.type === 'JOB' ? 'job' : 'dataset',
      name: r.name,
      namespace: r.namespace,
      nodeId: r.nodeId,
    };
    (option.kind === 'job' ? jobs : datasets).push(option);
  }
  datasets.sort((a, b) => compare(a, b, query));
  jobs.sort((a, b) => compare(a, b, query));
  const groups: SearchGroup[] = [
    { kind: 'trace', label: GROUP_LABELS.trace, options: [...traces] },
    { kind: 'dataset', label: GROUP_LABELS.dataset, options: datasets },
    { kind: 'job', label: GROUP_LABELS.job, options: jobs },
    { kind: 'tagged', label: 'Tagged', options: [...tagged] },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/** The options in display order, for keyboard navigation over all groups. */
export function flattenGroups(groups: readonly SearchGroup[]): SearchOption[] {
  return groups.flatMap((g) => g.options);
}
