import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ENGINE_ORDER, type Engine } from '../../domain/engine/engine-types.ts';
import { LEVEL_ORDER } from '../../domain/impact/impact-paths.ts';
import type { ImpactFilter, ImpactSort } from '../../domain/impact/impact-types.ts';
import type { HopLevel } from '../../domain/trace/trace-types.ts';

/**
 * The impact list's part of the investigation URL: `impact` opens it (on the traced field, or a dataset), `ilevel`, `iengine` (comma lists), `iowner`
 * and `isort` filter and order it, so a link shows a colleague the same list. Parsed leniently: an unknown value is
 * dropped, not an error. The investigation params keep search params they do not know, so these survive a retrace.
 */
export interface ImpactView {
  /** `impact=1`: the traced field's impact; `impact=<dataset nodeId>`: that whole dataset's; null: closed. */
  start: string | null;
  filter: { levels: HopLevel[]; engines: Engine[]; owner: string };
  sort: ImpactSort;
}

const MAX_OWNER = 200;

function listOf<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  return (raw ?? '').split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
}

export function parseImpactView(search: URLSearchParams): ImpactView {
  return {
    start: search.get('impact') || null,
    filter: {
      levels: listOf(search.get('ilevel'), LEVEL_ORDER),
      engines: listOf(search.get('iengine'), ENGINE_ORDER),
      owner: (search.get('iowner') ?? '').slice(0, MAX_OWNER),
    },
    sort: search.get('isort') === 'freshness' ? 'freshness' : 'distance',
  };
}

/** The domain filter of a view: an empty owner filters nothing. */
export const domainFilter = (f: ImpactView['filter']): ImpactFilter => ({ levels: f.levels, engines: f.engines, ...(f.owner ? { owner: f.owner } : {}) });

export interface ImpactViewPatch {
  /** Opens the list on `'1'` (the traced field) or a dataset nodeId; null closes it. */
  start?: string | null;
  levels?: HopLevel[];
  engines?: Engine[];
  owner?: string;
  sort?: ImpactSort;
}

/** The search params after a patch: the other params are kept, an empty value or the default sort is left out. */
export function applyImpactPatch(prev: URLSearchParams, patch: ImpactViewPatch): URLSearchParams {
  const next = new URLSearchParams(prev);
  const put = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if (patch.start !== undefined) {
    put('impact', patch.start ?? '');
    if (patch.start === null) for (const k of ['ilevel', 'iengine', 'iowner', 'isort']) next.delete(k);
  }
  if (patch.levels) put('ilevel', patch.levels.join(','));
  if (patch.engines) put('iengine', patch.engines.join(','));
  if (patch.owner !== undefined) put('iowner', patch.owner);
  if (patch.sort) put('isort', patch.sort === 'distance' ? '' : patch.sort);
  return next;
}

/** Reads and writes the impact list's URL params (a filter change replaces the history entry; opening pushes one). */
export function useImpactView(): { view: ImpactView; setView: (patch: ImpactViewPatch) => void } {
  const [search, setSearch] = useSearchParams();
  const text = search.toString();
  const view = useMemo(() => parseImpactView(new URLSearchParams(text)), [text]);
  const setView = useCallback(
    (patch: ImpactViewPatch) => setSearch((prev) => applyImpactPatch(prev, patch), { replace: patch.start === undefined }),
    [setSearch],
  );
  return { view, setView };
}
