import { parseStory, type Story } from './story-schema.ts';
import { TALK_STORY } from './stories/talk-story.ts';

/** Stories that ship with the app; a saved story with the same id takes precedence (it is the edited copy). */
export const BUILT_IN_STORIES: readonly Story[] = [TALK_STORY];

export const STORAGE_KEY = 'tributary.stories.v1';

export interface LoadedStories {
  stories: Story[];
  /** Saved entries that failed validation, with the reason; they are skipped, never half-loaded. */
  problems: string[];
}

/**
 * Reads saved stories from storage, validating each with zod (localStorage is as untrusted as a file: another
 * version of the app or a hand edit may have written it).
 */
export function loadSavedStories(storage: Pick<Storage, 'getItem'>): LoadedStories {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return { stories: [], problems: ['Saved stories could not be read from this browser’s storage.'] };
  }
  if (raw === null) return { stories: [], problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { stories: [], problems: ['Saved stories are not valid JSON and were ignored.'] };
  }
  if (!Array.isArray(data)) return { stories: [], problems: ['Saved stories are not a list and were ignored.'] };
  const stories: Story[] = [];
  const problems: string[] = [];
  data.forEach((entry: unknown, i) => {
    const parsed = parseStory(entry);
    if (parsed.ok) stories.push(parsed.story);
    else problems.push(`Saved story #${i + 1} was ignored: ${parsed.errors.join('; ')}`);
  });
  return { stories, problems };
}

/** Writes saved stories; returns an error message when storage refuses (quota, private mode). */
export function writeSavedStories(storage: Pick<Storage, 'setItem'>, stories: readonly Story[]): string | null {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(stories));
    return null;
  } catch (err) {
    return `Stories could not be saved in this browser: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** Built-in stories overlaid with saved ones (same id → saved wins), built-ins first. */
export function mergeStories(saved: readonly Story[]): Story[] {
  const byId = new Map<string, Story>();
  for (const s of BUILT_IN_STORIES) byId.set(s.id, s);
  for (const s of saved) byId.set(s.id, s);
  return [...byId.values()];
}

/** Moves `steps[from]` to index `to` (clamped); returns a new story. */
export function moveStep(story: Story, from: number, to: number): Story {
  const steps = [...story.steps];
  const [step] = steps.splice(from, 1);
  if (!step) return story;
  steps.splice(Math.max(0, Math.min(to, steps.length)), 0, step);
  return { ...story, steps };
}
