import { useMemo } from 'react';
import { create } from 'zustand';
import { loadSavedStories, mergeStories, writeSavedStories } from './story-library.ts';
import type { Story } from './story-schema.ts';

interface StoryStoreState {
  /** Stories the user saved in this browser (imported, authored, or edited copies of built-ins). */
  saved: Story[];
  /** Why saved entries were skipped on load, or why the last save failed. */
  problems: string[];
  saveStory: (story: Story) => void;
  deleteStory: (id: string) => void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function persist(saved: Story[], problems: string[]): Pick<StoryStoreState, 'saved' | 'problems'> {
  const s = storage();
  const error = s ? writeSavedStories(s, saved) : null;
  return { saved, problems: error ? [...problems, error] : problems };
}

const initial = (() => {
  const s = storage();
  return s ? loadSavedStories(s) : { stories: [], problems: [] };
})();

/** Saved stories, kept in localStorage and validated on load. UI state only; the story files are the truth. */
export const useStoryStore = create<StoryStoreState>()((set, get) => ({
  saved: initial.stories,
  problems: initial.problems,
  saveStory: (story) => {
    const rest = get().saved.filter((s) => s.id !== story.id);
    set(persist([...rest, story], []));
  },
  deleteStory: (id) =>
    set(
      persist(
        get().saved.filter((s) => s.id !== id),
        [],
      ),
    ),
}));

/** Built-in plus saved stories; a saved story with a built-in's id replaces it. */
export function useStories(): Story[] {
  const saved = useStoryStore((s) => s.saved);
  return useMemo(() => mergeStories(saved), [saved]);
}
