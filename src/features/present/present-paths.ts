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

/** The step a present URL shows: no valid number is the first step, one past the end is the last. */
export function clampStep(requested: number | null, count: number): number {
  return requested === null ? 1 : Math.min(requested, count);
}

/**
 * The step that `pathname` points at in story `storyId` of `count` steps, clamped as the route clamps it; `null`
 * when the path is not that story's present path. Present mode feeds it the address bar's pathname, which each
 * navigation updates at once, while the rendered route can still be a few presses behind.
 */
export function stepInPath(pathname: string, storyId: string, count: number): number | null {
  const prefix = `${PRESENT_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  const [rawId, rawStep, ...rest] = pathname.slice(prefix.length).split('/');
  // The route also matches one trailing slash (`/present/talk/3/`).
  if (rawId === undefined || rawStep === undefined || rest.length > 1 || (rest.length === 1 && rest[0] !== '')) return null;
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    return null;
  }
  return id === storyId ? clampStep(parseStepNumber(rawStep), count) : null;
}
