import { useCallback, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { StageFraming } from '../../state/camera-controller.ts';
import type { Story } from './story-schema.ts';
import { exitHref, presentHref, stepInPath } from './present-paths.ts';
import { usePresentKeys, type PresentCommand } from './use-present-keys.ts';

interface PresentCommandsInput {
  story: Story | undefined;
  /** The step on screen (1-based). */
  number: number;
  /** The framing of the step's subject now (parts to move through before leaving the step). */
  currentFraming: () => StageFraming | null;
  showPart: (part: number) => void;
  rootRef: RefObject<HTMLElement | null>;
}

/** The presenter's commands (keyboard, clicker, the progress bar's buttons): parts, steps, exit, full screen. */
export function usePresentCommands({ story, number, currentFraming, showPart, rootRef }: PresentCommandsInput) {
  const navigate = useNavigate();
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => {});
  }, [rootRef]);

  // A clicker can press faster than the route re-renders: React Router renders each navigation as a transition,
  // and a step's canvas takes frames, so the step on screen (and anything synced from it after a render) can be
  // presses behind. Count from the address bar instead: navigate() writes it at once, and Back/Forward too.
  const onCommand = useCallback(
    (command: PresentCommand) => {
      if (!story) return;
      if (command === 'fullscreen') return toggleFullscreen();
      const count = story.steps.length;
      const at = stepInPath(window.location.pathname, story.id, count);
      const current = at === null ? undefined : story.steps[at - 1];
      // The address bar has already left this story (Esc was pressed): a late press must not pull the presenter back.
      if (at === null || !current) return;
      // Within a step shown in parts: move through them first.
      const f = currentFraming();
      if (at === number && f && (command === 'next' || command === 'previous')) {
        const to = f.part + (command === 'next' ? 1 : -1);
        if (to >= 0 && to < f.parts) return showPart(to);
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
    [story, navigate, toggleFullscreen, number, currentFraming, showPart],
  );
  usePresentKeys(onCommand);
  return { onCommand, toggleFullscreen };
}
