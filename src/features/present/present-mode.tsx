import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { StoryEvidence, ViewMode } from './story-schema.ts';
import { useStories } from './story-store.ts';
import { clampStep, parseStepNumber, presentHref, viewSearch } from './present-paths.ts';
import { StepProgress } from './step-progress.tsx';
import { StepAction } from './step-action.tsx';
import { useStageCrop } from './use-stage-crop.ts';
import { StageFramingContext } from './stage-framing.ts';
import { usePresentCamera } from './use-present-camera.ts';
import { usePresentCommands } from './use-present-commands.ts';
import './present.css';

export interface PresentModeProps {
  /**
   * Renders the normal view for a mode (the app composes features; this one cannot import them). The step's
   * params are already in the URL, so the view reads them as it always does.
   */
  renderView: (mode: ViewMode) => ReactNode;
  /** Extra controls in the progress bar (the app puts the export buttons here: slides from the stage theme). */
  toolbar?: ReactNode;
  /** Renders what a step points at to back its caption (the app composes the evidence views). */
  renderEvidence?: (evidence: StoryEvidence) => ReactNode;
}

/**
 * Present mode, mounted at `/present/:storyId/:step` outside the app header: the step's view full-bleed in the
 * large-type theme, a caption overlay and progress, driven by keyboard or clicker.
 */
export function PresentMode({ renderView, toolbar, renderEvidence }: PresentModeProps) {
  const { storyId, step: stepParam } = useParams();
  const stories = useStories();
  const story = stories.find((s) => s.id === storyId);
  const navigate = useNavigate();
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  useStageCrop(rootRef);
  const requested = parseStepNumber(stepParam);
  const count = story?.steps.length ?? 0;
  const number = clampStep(requested, count);
  const step = story?.steps[number - 1];
  const search = step ? viewSearch(step.view) : '';

  // A bare or out-of-range step link lands on a real step with its params written out, so reload is exact.
  useEffect(() => {
    if (!story || !step) return;
    if (requested !== number) navigate(presentHref(story.id, number, step.view), { replace: true });
    else if (location.search === '' && search !== '') navigate({ search }, { replace: true });
  }, [story, step, requested, number, location.search, search, navigate]);

  const stepKey = `${story?.id ?? ''}/${number}`;
  const { cameraPending, parts, subject, currentFraming, showPart, newSink } = usePresentCamera(stepKey, step);

  useEffect(() => {
    if (story && step) document.title = `${step.title} · ${story.title} (${number}/${count})`;
  }, [story, step, number, count]);

  const { onCommand, toggleFullscreen } = usePresentCommands({ story, number, currentFraming, showPart, rootRef });

  if (!story || !step) {
    return (
      <div className="present present--missing" data-theme-present="" role="alert">
        <h1>{story ? `“${story.title}” has no steps` : `No story called “${storyId ?? ''}”`}</h1>
        <p>Stories you can present:</p>
        <ul>
          {stories.map((s) => (
            <li key={s.id}>
              <Link to={presentHref(s.id, 1)}>{s.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div
      ref={rootRef}
      className="present"
      data-theme-present=""
      data-testid="present-mode"
      data-story={story.id}
      data-step={number}
      data-mode={step.view.mode}
      data-camera={cameraPending ? 'pending' : 'served'}
      data-subject={subject ? JSON.stringify(subject) : undefined}
      data-steps={count}
      data-part={parts ? parts.part + 1 : undefined}
      data-parts={parts ? parts.parts : undefined}
      data-part-ids={parts ? JSON.stringify(parts.ids) : undefined}
    >
      <div className="present__view">
        <StageFramingContext value={newSink}>{renderView(step.view.mode)}</StageFramingContext>
        {step.evidence && renderEvidence ? (
          // Drawn over the canvas: the camera frames the step's nodes in the area it leaves free.
          <aside className="present__evidence" aria-label="Evidence" data-testid="present-evidence" data-camera-avoid="">
            {step.evidence.map((e, i) => (
              <div key={`${e.kind}-${i}`}>{renderEvidence(e)}</div>
            ))}
          </aside>
        ) : null}
      </div>
      <section className="present__caption" aria-live="polite" aria-label="Step caption">
        <h1 className="present__title">{step.title}</h1>
        {step.caption ? <p className="present__text">{step.caption}</p> : null}
      </section>
      <StepProgress number={number} count={count} title={story.title} onCommand={onCommand} onFullscreen={toggleFullscreen}>
        {parts && parts.parts > 1 ? (
          <span className="present__part" data-testid="present-part" title="This step is shown in parts: → shows the next one">
            part {parts.part + 1} of {parts.parts}
          </span>
        ) : null}
        {step.action ? <StepAction key={`${story.id}-${number}`} action={step.action} /> : null}
        {toolbar}
      </StepProgress>
    </div>
  );
}
