import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { parseStory, type Story, type StoryStep } from './story-schema.ts';
import { useStories, useStoryStore } from './story-store.ts';
import { BUILT_IN_STORIES, moveStep } from './story-library.ts';
import { currentViewToStep } from './view-href.ts';
import { selectLastView } from '../../state/selectors.ts';
import { useTributaryStore } from '../../state/store.ts';
import { captureVisibleCamera } from './capture-camera.ts';
import { storyIdFrom } from './story-file.ts';
import { StepEditor } from './step-editor.tsx';
import { NewStoryForm, StoryActions, StoryPicker, StoryProblems } from './story-panel-parts.tsx';
import { StoryImport } from './story-import.tsx';
import './story-authoring.css';

/**
 * Story authoring: pick or create a story, add the current view as a step, edit, reorder, delete, import and
 * export JSON. Edits save to localStorage as soon as the story is valid; invalid edits say what is wrong.
 */
export function StoryAuthoringPanel() {
  const stories = useStories();
  const problems = useStoryStore((s) => s.problems);
  const saveStory = useStoryStore((s) => s.saveStory);
  const deleteStory = useStoryStore((s) => s.deleteStory);
  const location = useLocation();
  const [selectedId, setSelectedId] = useState<string>(stories[0]?.id ?? '');
  const story = stories.find((s) => s.id === selectedId) ?? stories[0];
  const [draft, setDraft] = useState<{ base: Story; edited: Story } | null>(null);
  // A draft belongs to the story it was made from; switching stories or a newer save discards it.
  const current = draft && story && draft.base === story ? draft.edited : story;
  const [errors, setErrors] = useState<string[]>([]);

  const lastView = useTributaryStore(selectLastView);
  // Inside a view, "current" is what is on screen; on the Present page it is the view the user came from.
  const source = useMemo(() => (currentViewToStep(location) ? location : lastView), [location, lastView]);
  const candidate = useMemo(() => (source ? currentViewToStep(source) : null), [source]);
  const isBuiltIn = !!story && BUILT_IN_STORIES.some((b) => b.id === story.id);
  const saved = useStoryStore((s) => s.saved);
  const isEdited = isBuiltIn && saved.some((s) => s.id === story?.id);

  const commit = useCallback(
    (next: Story) => {
      const parsed = parseStory(next);
      if (parsed.ok) {
        setErrors([]);
        setDraft(null);
        saveStory(parsed.story);
      } else {
        setErrors(parsed.errors);
        if (story) setDraft({ base: story, edited: next });
      }
    },
    [saveStory, story],
  );

  const onChangeStep = useCallback(
    (index: number, patch: Partial<Pick<StoryStep, 'title' | 'caption'>>) => {
      if (!current) return;
      commit({ ...current, steps: current.steps.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
    },
    [current, commit],
  );
  const onMove = useCallback((from: number, to: number) => current && commit(moveStep(current, from, to)), [current, commit]);
  const onDelete = useCallback((index: number) => current && commit({ ...current, steps: current.steps.filter((_, i) => i !== index) }), [current, commit]);

  const addCurrentView = useCallback(() => {
    const step = source ? currentViewToStep(source, { camera: captureVisibleCamera() }) : null;
    if (!step) return;
    if (current) commit({ ...current, steps: [...current.steps, step] });
  }, [source, current, commit]);

  const createStory = useCallback(
    (title: string): boolean => {
      const step = source ? currentViewToStep(source, { camera: captureVisibleCamera() }) : null;
      if (!title || !step) return false;
      const id = storyIdFrom(title, new Set(stories.map((s) => s.id)));
      commit({ id, title, steps: [step] });
      setSelectedId(id);
      return true;
    },
    [source, stories, commit],
  );

  const onImported = useCallback(
    (imported: Story) => {
      saveStory(imported);
      setSelectedId(imported.id);
      setErrors([]);
    },
    [saveStory],
  );

  return (
    <aside className="story-panel" aria-label="Stories" data-testid="story-panel">
      <StoryPicker stories={stories} story={story} onSelect={setSelectedId} />

      <StoryActions
        candidate={candidate}
        current={current}
        story={story}
        isBuiltIn={isBuiltIn}
        isEdited={isEdited}
        onAdd={addCurrentView}
        onDelete={deleteStory}
      />

      <NewStoryForm canCreate={!!candidate} onCreate={createStory} />

      <StoryImport onImported={onImported} />

      <StoryProblems messages={[...problems, ...errors]} />

      {current ? (
        <ol className="story-panel__steps">
          {current.steps.map((step, i) => (
            <StepEditor
              key={i}
              storyId={current.id}
              index={i}
              count={current.steps.length}
              step={step}
              onChange={onChangeStep}
              onMove={onMove}
              onDelete={onDelete}
            />
          ))}
        </ol>
      ) : null}
    </aside>
  );
}
