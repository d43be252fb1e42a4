import { useState } from 'react';
import { Link } from 'react-router';
import type { Story, StoryStep } from './story-schema.ts';
import { presentHref } from './present-paths.ts';
import { storyToJson } from './story-file.ts';

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

/** Which story the panel edits, and the link that presents it from its first step. */
export function StoryPicker({ stories, story, onSelect }: { stories: readonly Story[]; story: Story | undefined; onSelect: (id: string) => void }) {
  return (
    <header className="story-panel__head">
      <label>
        Story
        <select value={story?.id ?? ''} onChange={(e) => onSelect(e.target.value)} aria-label="Story">
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
  );
}

interface StoryActionsProps {
  /** The step the current view would become; null outside a graph, trace or comparison view. */
  candidate: StoryStep | null;
  /** The story as edited (a draft while invalid). */
  current: Story | undefined;
  story: Story | undefined;
  isBuiltIn: boolean;
  isEdited: boolean;
  onAdd: () => void;
  onDelete: (id: string) => void;
}

/** Add the current view as a step, export the story as JSON, delete it (or reset a shipped one). */
export function StoryActions({ candidate, current, story, isBuiltIn, isEdited, onAdd, onDelete }: StoryActionsProps) {
  return (
    <div className="story-panel__actions">
      <button type="button" onClick={onAdd} disabled={!candidate || !current} data-testid="add-current-view">
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
        <button type="button" onClick={() => onDelete(story.id)}>
          {isBuiltIn ? 'Reset to the shipped version' : 'Delete story'}
        </button>
      ) : null}
    </div>
  );
}

/** A new story titled by the user, starting from the current view; the title clears once the story is made. */
export function NewStoryForm({ canCreate, onCreate }: { canCreate: boolean; onCreate: (title: string) => boolean }) {
  const [newTitle, setNewTitle] = useState('');
  return (
    <form
      className="story-panel__new"
      onSubmit={(e) => {
        e.preventDefault();
        if (onCreate(newTitle.trim())) setNewTitle('');
      }}
    >
      <input value={newTitle} onChange={(e) => setNewTitle(e.target.value)} placeholder="New story title" aria-label="New story title" />
      <button type="submit" disabled={!newTitle.trim() || !canCreate}>
        New story from this view
      </button>
    </form>
  );
}

/** What is wrong with the saved stories or the edit in progress; nothing when all is well. */
export function StoryProblems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="story-panel__errors">
      <ul>
        {messages.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}
