import { useContext, useEffect } from 'react';
import { useParams } from 'react-router';
import { parseStepNumber } from './present-paths.ts';
import { StageFramingContext } from './stage-framing.ts';
import { aimStoryCamera, cameraRequestFor } from './story-camera.ts';
import { useStories } from './story-store.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/**
 * Aims the current present step's camera at a lineage canvas that another view hosts (FLIP-314's right pane).
 * PresentMode aims graph and trace steps itself; a hosted canvas is only aimed when the step names a camera, so
 * without one the view keeps its own opening frame. How the canvas framed it goes to PresentMode (its later parts
 * are aimed from there). Renders nothing.
 */
export function HostedCanvasCamera() {
  const { storyId, step: stepParam } = useParams();
  const story = useStories().find((s) => s.id === storyId);
  const requested = parseStepNumber(stepParam) ?? 1;
  const view = story?.steps[Math.min(requested, story.steps.length) - 1]?.view;
  const reducedMotion = usePrefersReducedMotion();
  const newSink = useContext(StageFramingContext);
  useEffect(() => {
    if (!view?.camera) return;
    // A move the hosted canvas never served (its nodes not drawn) must not aim the next step's graph.
    return aimStoryCamera({ ...cameraRequestFor(view, reducedMotion), onFramed: newSink?.() });
  }, [view, reducedMotion, newSink]);
  return null;
}
