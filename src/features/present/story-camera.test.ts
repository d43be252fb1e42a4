import { describe, expect, it } from 'vitest';
import { createCameraController } from '../../state/camera-controller.ts';
import { aimStoryCamera, cameraRequestFor, CAMERA_MS, PRESENT_MAX_ZOOM } from './story-camera.ts';

describe('aimStoryCamera', () => {
  it('aims a fit camera at its nodes as a stage frame, and its cancel drops it while unserved', () => {
    const cam = createCameraController();
    const cancel = aimStoryCamera(cameraRequestFor({ mode: 'graph', focus: 'dataset:a:b', camera: { fit: ['job:a:j', 'dataset:a:b'] } }, false), cam);
    expect(cam.pending()).toMatchObject({
      kind: 'aim',
      ids: ['job:a:j', 'dataset:a:b'],
      options: { duration: CAMERA_MS, maxZoom: PRESENT_MAX_ZOOM, stage: true },
    });
    cancel();
    expect(cam.pending()).toBeNull();
  });

  it('shows an x/y/zoom camera as that viewport, instantly under reduced motion', () => {
    const cam = createCameraController();
    aimStoryCamera(cameraRequestFor({ mode: 'graph', focus: 'dataset:a:b', camera: { x: 10, y: 20, zoom: 1.2 } }, true), cam);
    expect(cam.pending()).toMatchObject({ kind: 'show', viewport: { x: 10, y: 20, zoom: 1.2 }, options: { duration: 0 } });
  });

  it('asks for the part of the subject the presenter has reached', () => {
    const cam = createCameraController();
    aimStoryCamera({ ...cameraRequestFor({ mode: 'graph', focus: 'dataset:a:b', camera: { fit: ['dataset:a:b'] } }, true), part: 2 }, cam);
    expect(cam.pending()).toMatchObject({ kind: 'aim', options: { stage: true, part: 2 } });
  });

  it('hands the request’s onFramed to the canvas with the command', () => {
    const cam = createCameraController();
    const onFramed = () => {};
    aimStoryCamera({ ...cameraRequestFor({ mode: 'graph', focus: 'dataset:a:b' }, true), onFramed }, cam);
    expect(cam.pending()?.options.onFramed).toBe(onFramed);
  });
});
