import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { camera } from '../../state/camera-controller.ts';
import type { StoryStep } from './story-schema.ts';
import { aimStoryCamera, cameraRequestFor } from './story-camera.ts';
import { useStageFraming } from './stage-framing.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/**
 * Aims the camera once per step and part; the graph serves the request when its layout is ready (after any
 * re-layout). A subject too big to read in one frame is shown in parts (the canvas plans them): the presenter's
 * next/previous moves through the parts before leaving the step (`showPart`).
 */
export function usePresentCamera(stepKey: string, step: StoryStep | undefined) {
  const reducedMotion = usePrefersReducedMotion();
  const cameraPending = useSyncExternalStore(camera.subscribe, () => camera.pending() !== null);
  // How the canvas framed this step's newest camera command (PresentMode provides `newSink` to a hosted canvas too).
  const { framing, current, newSink } = useStageFraming(stepKey);
  const [partAt, setPartAt] = useState({ key: stepKey, part: 0 });
  const part = partAt.key === stepKey ? partAt.part : 0;
  useEffect(() => {
    // Only the lineage canvas serves camera moves; another view would leave one waiting for the next graph. A hosted
    // canvas (FLIP-314's pane) gets its first frame from HostedCanvasCamera, and its later parts from here.
    if (!step) return;
    const own = step.view.mode === 'graph' || step.view.mode === 'trace';
    const hostedPart = step.view.mode === 'flip314' && step.view.camera !== undefined && part > 0;
    if (own || hostedPart) aimStoryCamera({ ...cameraRequestFor(step.view, reducedMotion), part, onFramed: newSink() });
  }, [step, reducedMotion, part, newSink]);
  const showPart = useCallback((to: number) => setPartAt({ key: stepKey, part: to }), [stepKey]);
  return {
    cameraPending,
    /** The parts of this step's subject, once the canvas has framed it. */
    parts: cameraPending ? null : framing,
    /** The nodes the step is about (the camera request's subject). */
    subject: step ? cameraRequestFor(step.view, reducedMotion).ids : null,
    currentFraming: current,
    showPart,
    newSink,
  };
}
