import { describe, expect, it } from 'vitest';
import { clampStep, exitHref, parseStepNumber, presentHref, stepInPath } from './present-paths.ts';
import { commandForKey } from './use-present-keys.ts';
import { storyIdFrom } from './story-file.ts';
import { cameraRequestFor, CAMERA_MS, PRESENT_MAX_ZOOM } from './story-camera.ts';

describe('present paths', () => {
  const view = { mode: 'trace' as const, focus: 'dataset:s3://l:x', trace: { field: 'datasetField:s3://l:x:f', direction: 'down' as const } };

  it('gives each step its own URL carrying the view params', () => {
    const href = presentHref('talk', 3, view);
    expect(href.startsWith('/present/talk/3?')).toBe(true);
    const sp = new URLSearchParams(href.slice(href.indexOf('?')));
    expect(sp.get('trace')).toBe('datasetField:s3://l:x:f');
    expect(sp.get('tdir')).toBe('down');
  });

  it('leaves to the normal view with the params the presenter has now', () => {
    expect(exitHref(view, '?node=dataset%3As3%3A%2F%2Fl%3Ax&sel=job%3Aa%3Ab')).toBe('/lineage?node=dataset%3As3%3A%2F%2Fl%3Ax&sel=job%3Aa%3Ab');
    expect(exitHref({ mode: 'coverage' }, '')).toBe('/coverage');
  });

  it('accepts only positive step numbers', () => {
    expect(parseStepNumber('1')).toBe(1);
    expect(parseStepNumber('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'x', '', undefined, '012']) expect(parseStepNumber(bad)).toBeNull();
  });

  it('shows the first step for no valid number and the last for one past the end', () => {
    expect(clampStep(null, 7)).toBe(1);
    expect(clampStep(3, 7)).toBe(3);
    expect(clampStep(99, 7)).toBe(7);
  });

  it("reads the step of this story's present path (what a key press counts from)", () => {
    expect(stepInPath(new URL(presentHref('talk', 3, view), 'http://stage').pathname, 'talk', 7)).toBe(3);
    expect(stepInPath('/present/talk/3', 'talk', 7)).toBe(3);
    expect(stepInPath('/present/talk/3/', 'talk', 7)).toBe(3);
    expect(stepInPath('/present/talk/99', 'talk', 7)).toBe(7);
    expect(stepInPath('/present/talk/x', 'talk', 7)).toBe(1);
    expect(stepInPath(`/present/${encodeURIComponent('my-walk')}/2`, 'my-walk', 2)).toBe(2);
  });

  it('reads no step once the path has left the story', () => {
    for (const path of ['/lineage', '/present', '/present/talk', '/present/other/3', '/present/talk/3/x', '/presenttalk/3', '/present/%E0%A4%A/1']) {
      expect(stepInPath(path, 'talk', 7)).toBeNull();
    }
  });
});

describe('clicker keys', () => {
  it('maps arrows, page keys, space, Home/End and Escape', () => {
    expect(['ArrowRight', 'PageDown', ' '].map(commandForKey)).toEqual(['next', 'next', 'next']);
    expect(['ArrowLeft', 'PageUp'].map(commandForKey)).toEqual(['previous', 'previous']);
    expect([commandForKey('Home'), commandForKey('End'), commandForKey('Escape')]).toEqual(['first', 'last', 'exit']);
    expect(commandForKey('f')).toBe('fullscreen');
    expect(commandForKey('a')).toBeNull();
  });
});

describe('storyIdFrom', () => {
  it('makes a URL-safe id, unique among taken ones', () => {
    expect(storyIdFrom('My Talk: Part 1!', new Set())).toBe('my-talk-part-1');
    expect(storyIdFrom('Talk', new Set(['talk', 'talk-2']))).toBe('talk-3');
    expect(storyIdFrom('???', new Set())).toBe('story');
  });
});

describe('cameraRequestFor', () => {
  it('fits the listed nodes, glides unless reduced motion', () => {
    const view = { mode: 'graph' as const, focus: 'dataset:a:b', camera: { fit: ['job:a:j', 'dataset:a:c'] } };
    expect(cameraRequestFor(view, false)).toEqual({ ids: ['job:a:j', 'dataset:a:c'], duration: CAMERA_MS, maxZoom: PRESENT_MAX_ZOOM });
    expect(cameraRequestFor(view, true).duration).toBe(0);
  });

  it('frames what the step is about when it has no camera, and passes a fixed viewport through', () => {
    const view = { mode: 'graph' as const, focus: 'dataset:a:b', selected: 'job:a:j', expanded: ['dataset:a:b'] };
    expect(cameraRequestFor(view, true)).toEqual({ ids: ['dataset:a:b', 'job:a:j'], duration: 0, maxZoom: PRESENT_MAX_ZOOM });
    expect(cameraRequestFor({ ...view, camera: { x: 1, y: 2, zoom: 3 } }, true).viewport).toEqual({ x: 1, y: 2, zoom: 3 });
  });
});
