import type { MqSearchResult } from '../../domain/marquez-shapes.ts';

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
}

export interface SearchGroup {
  kind: SearchOptionKind;
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

/** Marquez `/search` results → ranked listbox groups (traces first, then datasets, then jobs; empty groups dropped). */
export function groupSearchResults(results: readonly MqSearchResult[], query: string, traces: readonly SearchOption[] = []): SearchGroup[] {
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
  ];
  return groups.filter((g) => g.options.length > 0);
}

/** The options in display order, for keyboard navigation over all groups. */
export function flattenGroups(groups: readonly SearchGroup[]): SearchOption[] {
  return groups.flatMap((g) => g.options);
}
