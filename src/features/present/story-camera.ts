import type { StoryView } from './story-schema.ts';
import { camera as appCamera, type CameraController, type StageFraming } from '../../state/camera-controller.ts';

/** Long enough to follow where the graph went, short enough for a clicker-paced talk. */
export const CAMERA_MS = 700;
/** Node boxes are fixed for ELK, so large type on stage comes from zooming in: 14 px text reads as ~25 px. */
export const PRESENT_MAX_ZOOM = 1.8;

export interface CameraRequest {
  ids: readonly string[];
  viewport?: { x: number; y: number; zoom: number };
  duration: number;
  maxZoom: number;
  /** Which part of a subject too big for one legible frame (the canvas plans the parts). */
  part?: number;
  /** Told how the canvas framed the move (which part of how many). */
  onFramed?: (framing: StageFraming) => void;
}

/**
 * The camera move for a story step: fit the listed nodes, or a fixed viewport; a step without a camera frames
 * what it is about (focus, selection, expanded datasets). Instant under prefers-reduced-motion.
 */
export function cameraRequestFor(view: StoryView, reducedMotion: boolean): CameraRequest {
  const duration = reducedMotion ? 0 : CAMERA_MS;
  const maxZoom = PRESENT_MAX_ZOOM;
  const camera = view.camera;
  if (camera && 'fit' in camera) return { ids: camera.fit, duration, maxZoom };
  const about = [view.focus, view.selected, ...(view.expanded ?? [])].filter((id): id is string => !!id);
  const ids = [...new Set(about)];
  if (camera) return { ids, viewport: { x: camera.x, y: camera.y, zoom: camera.zoom }, duration, maxZoom };
  return { ids, duration, maxZoom };
}

/** Sends a story step's camera move to the camera; returns its cancel (drops it while no canvas has served it). */
export function aimStoryCamera(request: CameraRequest, cam: CameraController = appCamera): () => void {
  const options = { duration: request.duration, maxZoom: request.maxZoom, stage: true, part: request.part ?? 0, onFramed: request.onFramed };
  return request.viewport ? cam.show(request.viewport, options) : cam.aim(request.ids, options);
}
