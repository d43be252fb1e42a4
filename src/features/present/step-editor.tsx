import { memo } from 'react';
import { Link } from 'react-router';
import type { StoryStep } from './story-schema.ts';
import { viewToHref } from './view-href.ts';
import { presentHref } from './present-paths.ts';

interface StepEditorProps {
  storyId: string;
  index: number;
  count: number;
  step: StoryStep;
  onChange: (index: number, patch: Partial<Pick<StoryStep, 'title' | 'caption'>>) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (index: number) => void;
}

/** One step of the story being authored: title, caption, order, and links to its view. */
export const StepEditor = memo(function StepEditor({ storyId, index, count, step, onChange, onMove, onDelete }: StepEditorProps) {
  const n = index + 1;
  return (
    <li className="step-editor" data-testid={`story-step-${n}`}>
      <div className="step-editor__head">
        <span className="step-editor__number">{n}</span>
        <span className="step-editor__mode">{step.view.mode}</span>
        <button type="button" onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={`Move step ${n} up`}>
          ↑
        </button>
        <button type="button" onClick={() => onMove(index, index + 1)} disabled={index === count - 1} aria-label={`Move step ${n} down`}>
          ↓
        </button>
        <button type="button" onClick={() => onDelete(index)} aria-label={`Delete step ${n}`}>
          Delete
        </button>
      </div>
      <label>
        Title
        <input value={step.title} onChange={(e) => onChange(index, { title: e.target.value })} aria-label={`Title of step ${n}`} />
      </label>
      <label>
        Caption
        <textarea value={step.caption} rows={2} onChange={(e) => onChange(index, { caption: e.target.value })} aria-label={`Caption of step ${n}`} />
      </label>
      <div className="step-editor__links">
        <Link to={viewToHref(step.view)}>Open view</Link>
        <Link to={presentHref(storyId, n, step.view)}>Present from here</Link>
      </div>
    </li>
  );
});
