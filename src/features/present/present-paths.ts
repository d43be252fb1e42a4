import type { StoryView } from './story-schema.ts';
import { MODE_PATHS, viewToHref } from './view-href.ts';

/** Path prefix of present mode; the app mounts `PresentMode` at `${PRESENT_PATH}/:storyId/:step`. */
export const PRESENT_PATH = '/present';

/** The search part (`?node=…`) of a view's normal URL; present mode keeps the same params. */
export function viewSearch(view: StoryView): string {
  const href = viewToHref(view);
  const q = href.indexOf('?');
  return q === -1 ? '' : href.slice(q);
}

/** `/present/<story>/<n>?<view params>` with `n` 1-based, so a bookmarked step reloads as the same step. */
export function presentHref(storyId: string, stepNumber: number, view?: StoryView): string {
  return `${PRESENT_PATH}/${encodeURIComponent(storyId)}/${stepNumber}${view ? viewSearch(view) : ''}`;
}

/** The normal view behind a present step, keeping any params the presenter changed on stage. */
export function exitHref(view: StoryView, currentSearch: string): string {
  return `${MODE_PATHS[view.mode]}${currentSearch || viewSearch(view)}`;
}

/** 1-based step from the route param; `null` when it is not a positive integer. */
export function parseStepNumber(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,3}$/.test(raw)) return null;
  return Number(raw);
}
