import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, loadSavedStories, mergeStories, moveStep, writeSavedStories } from './story-library.ts';
import { TALK_STORY } from './stories/talk-story.ts';
import type { Story } from './story-schema.ts';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[STORAGE_KEY, initial]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const mine: Story = {
  id: 'mine',
  title: 'Mine',
  steps: [
    { title: 'a', caption: '', view: { mode: 'coverage' } },
    { title: 'b', caption: '', view: { mode: 'boundaries' } },
    { title: 'c', caption: '', view: { mode: 'coverage' } },
  ],
};

describe('saved stories', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    expect(writeSavedStories(storage, [mine])).toBeNull();
    expect(loadSavedStories(storage)).toEqual({ stories: [mine], problems: [] });
  });

  it('skips invalid entries and says why, keeping the valid ones', () => {
    const storage = memoryStorage(JSON.stringify([mine, { id: 'bad', title: 'Bad', steps: [{ title: 'x' }] }]));
    const loaded = loadSavedStories(storage);
    expect(loaded.stories).toEqual([mine]);
    expect(loaded.problems).toHaveLength(1);
    expect(loaded.problems[0]).toMatch(/^Saved story #2 was ignored: \$\.steps\[0\]\.caption: expected text, found nothing/);
  });

  it('ignores storage that is not JSON or not a list', () => {
    expect(loadSavedStories(memoryStorage('{nope')).problems).toEqual(['Saved stories are not valid JSON and were ignored.']);
    expect(loadSavedStories(memoryStorage('{}')).problems).toEqual(['Saved stories are not a list and were ignored.']);
  });

  it('reports a storage that refuses to save', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeSavedStories(full, [mine])).toMatch(/could not be saved.*QuotaExceededError/);
  });
});

describe('mergeStories', () => {
  it('lists built-ins first and lets a saved copy replace a built-in', () => {
    const edited = { ...TALK_STORY, title: 'Edited talk' };
    expect(mergeStories([mine]).map((s) => s.id)).toEqual(['talk', 'mine']);
    expect(mergeStories([edited])[0]?.title).toBe('Edited talk');
  });
});

describe('moveStep', () => {
  it('moves a step and clamps the target', () => {
    expect(moveStep(mine, 0, 2).steps.map((s) => s.title)).toEqual(['b', 'c', 'a']);
    expect(moveStep(mine, 2, -5).steps.map((s) => s.title)).toEqual(['c', 'a', 'b']);
    expect(moveStep(mine, 9, 0)).toBe(mine);
  });
});
