import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { camera } from '../../state/camera-controller.ts';
import type { StoryEvidence, ViewMode } from './story-schema.ts';
import { useStories } from './story-store.ts';
import { usePresentKeys, type PresentCommand } from './use-present-keys.ts';
import { aimStoryCamera, cameraRequestFor } from './story-camera.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { clampStep, exitHref, parseStepNumber, presentHref, stepInPath, viewSearch } from './present-paths.ts';
import { StepProgress } from './step-progress.tsx';
import { StepAction } from './step-action.tsx';
import { useStageCrop } from './use-stage-crop.ts';
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

const currentFraming = () => {
  const f = camera.framing();
  return f && f.seq === camera.latest() ? f : null;
};

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

  // Aim the camera once per step and part; the graph serves the request when its layout is ready (after any
  // re-layout). A subject too big to read in one frame is shown in parts (the canvas plans them): the presenter's
  // next/previous moves through the parts before leaving the step.
  const reducedMotion = usePrefersReducedMotion();
  const cameraPending = useSyncExternalStore(camera.subscribe, () => camera.pending() !== null);
  // How the canvas framed the newest camera command (this step's, unless something aimed since).
  const framing = useSyncExternalStore(camera.subscribe, currentFraming);
  const stepKey = `${story?.id ?? ''}/${number}`;
  const [partAt, setPartAt] = useState({ key: stepKey, part: 0 });
  const part = partAt.key === stepKey ? partAt.part : 0;
  const request = step ? cameraRequestFor(step.view, reducedMotion) : null;
  useEffect(() => {
    // Only the lineage canvas serves camera moves; another view would leave one waiting for the next graph. A hosted
    // canvas (FLIP-314's pane) gets its first frame from HostedCanvasCamera, and its later parts from here.
    if (!step) return;
    const own = step.view.mode === 'graph' || step.view.mode === 'trace';
    const hostedPart = step.view.mode === 'flip314' && step.view.camera !== undefined && part > 0;
    if (own || hostedPart) aimStoryCamera({ ...cameraRequestFor(step.view, reducedMotion), part });
  }, [step, reducedMotion, part]);
  // The parts of this step's subject, once the canvas has framed it.
  const parts = cameraPending ? null : framing;

  useEffect(() => {
    if (story && step) document.title = `${step.title} · ${story.title} (${number}/${count})`;
  }, [story, step, number, count]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => {});
  }, []);

  // A clicker can press faster than the route re-renders: React Router renders each navigation as a transition,
  // and a step's canvas takes frames, so the step on screen (and anything synced from it after a render) can be
  // presses behind. Count from the address bar instead: navigate() writes it at once, and Back/Forward too.
  const onCommand = useCallback(
    (command: PresentCommand) => {
      if (!story) return;
      if (command === 'fullscreen') return toggleFullscreen();
      const at = stepInPath(window.location.pathname, story.id, count);
      const current = at === null ? undefined : story.steps[at - 1];
      // The address bar has already left this story (Esc was pressed): a late press must not pull the presenter back.
      if (at === null || !current) return;
      // Within a step shown in parts: move through them first.
      const f = currentFraming();
      if (at === number && f && (command === 'next' || command === 'previous')) {
        const to = f.part + (command === 'next' ? 1 : -1);
        if (to >= 0 && to < f.parts) return setPartAt({ key: stepKey, part: to });
      }
      const go = (n: number) => {
        const target = story.steps[n - 1];
        if (!target || n === at) return;
        navigate(presentHref(story.id, n, target.view));
      };
      switch (command) {
        case 'next':
          return go(at + 1);
        case 'previous':
          return go(at - 1);
        case 'first':
          return go(1);
        case 'last':
          return go(count);
        case 'exit':
          if (document.fullscreenElement) void document.exitFullscreen();
          return navigate(exitHref(current.view, window.location.search));
      }
    },
    [story, count, navigate, toggleFullscreen, number, stepKey],
  );
  usePresentKeys(onCommand);

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
      data-subject={request ? JSON.stringify(request.ids) : undefined}
      data-steps={count}
      data-part={parts ? parts.part + 1 : undefined}
      data-parts={parts ? parts.parts : undefined}
      data-part-ids={parts ? JSON.stringify(parts.ids) : undefined}
    >
      <div className="present__view">
        {renderView(step.view.mode)}
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
