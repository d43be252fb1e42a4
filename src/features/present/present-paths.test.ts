import { describe, expect, it } from 'vitest';
import { exitHref, parseStepNumber, presentHref } from './present-paths.ts';
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
