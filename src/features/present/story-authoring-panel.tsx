import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { parseStory, type Story, type StoryStep } from './story-schema.ts';
import { useStories, useStoryStore } from './story-store.ts';
import { BUILT_IN_STORIES, moveStep } from './story-library.ts';
import { currentViewToStep } from './view-href.ts';
import { selectLastView } from '../../state/selectors.ts';
import { useTributaryStore } from '../../state/store.ts';
import { captureVisibleCamera } from './capture-camera.ts';
import { presentHref } from './present-paths.ts';
import { storyIdFrom, storyToJson } from './story-file.ts';
import { StepEditor } from './step-editor.tsx';
import { StoryImport } from './story-import.tsx';
import './story-authoring.css';

function downloadJson(story: Story): void {
  const url = URL.createObjectURL(new Blob([storyToJson(story)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${story.id}.story.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
  const [newTitle, setNewTitle] = useState('');

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

  const createStory = useCallback(() => {
    const title = newTitle.trim();
    const step = source ? currentViewToStep(source, { camera: captureVisibleCamera() }) : null;
    if (!title || !step) return;
    const id = storyIdFrom(title, new Set(stories.map((s) => s.id)));
    commit({ id, title, steps: [step] });
    setSelectedId(id);
    setNewTitle('');
  }, [newTitle, source, stories, commit]);

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
      <header className="story-panel__head">
        <label>
          Story
          <select value={story?.id ?? ''} onChange={(e) => setSelectedId(e.target.value)} aria-label="Story">
            {stories.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
        {story ? (
          <Link className="story-panel__present" to={presentHref(story.id, 1, story.steps[0]?.view)} data-testid="present-story">
            Present ▶
          </Link>
        ) : null}
      </header>

      <div className="story-panel__actions">
        <button type="button" onClick={addCurrentView} disabled={!candidate || !current} data-testid="add-current-view">
          Add current view as step
        </button>
        {candidate ? (
          <p className="story-panel__hint" data-testid="add-candidate">
            Adds: {candidate.title}
          </p>
        ) : (
          <p className="story-panel__hint">Open a graph, trace or comparison view to add it as a step.</p>
        )}
        {current ? (
          <button type="button" onClick={() => downloadJson(current)}>
            Export story JSON
          </button>
        ) : null}
        {story && (!isBuiltIn || isEdited) ? (
          <button type="button" onClick={() => deleteStory(story.id)}>
            {isBuiltIn ? 'Reset to the shipped version' : 'Delete story'}
          </button>
        ) : null}
      </div>

      <form
        className="story-panel__new"
        onSubmit={(e) => {
          e.preventDefault();
          createStory();
        }}
      >
        <input value={newTitle} onChange={(e) => setNewTitle(e.target.value)} placeholder="New story title" aria-label="New story title" />
        <button type="submit" disabled={!newTitle.trim() || !candidate}>
          New story from this view
        </button>
      </form>

      <StoryImport onImported={onImported} />

      {[...problems, ...errors].length > 0 ? (
        <div role="alert" className="story-panel__errors">
          <ul>
            {[...problems, ...errors].map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}

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
