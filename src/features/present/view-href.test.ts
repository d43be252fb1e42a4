import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentViewToStep, viewToHref } from './view-href.ts';
import type { StoryView } from './story-schema.ts';

const focus = 'dataset:s3://lakehouse:warehouse/lakehouse/daily_revenue';
const field = `datasetField:s3://lakehouse:warehouse/lakehouse/daily_revenue:total_revenue_usd`;

function split(href: string): { pathname: string; search: string } {
  const q = href.indexOf('?');
  return q === -1 ? { pathname: href, search: '' } : { pathname: href.slice(0, q), search: href.slice(q) };
}

describe('viewToHref', () => {
  it('puts a trace view on the lineage route with trace and tdir', () => {
    const href = viewToHref({ mode: 'trace', focus, depth: 4, trace: { field, direction: 'up' } });
    const { pathname, search } = split(href);
    const sp = new URLSearchParams(search);
    expect(pathname).toBe('/lineage');
    expect(sp.get('node')).toBe(focus);
    expect(sp.get('depth')).toBe('4');
    expect(sp.get('trace')).toBe(field);
    // `up` is the default trace direction, so the serializer leaves it out.
    expect(sp.get('tdir')).toBeNull();
  });

  it('drops an authored trace on a plain graph step', () => {
    const { search } = split(viewToHref({ mode: 'graph', focus, trace: { field, direction: 'down' } }));
    expect(new URLSearchParams(search).get('trace')).toBeNull();
  });

  it('routes each non-lineage mode to its own path', () => {
    expect(split(viewToHref({ mode: 'flip314', focus })).pathname).toBe('/compare/flip314');
    expect(viewToHref({ mode: 'coverage' })).toBe('/coverage');
    expect(viewToHref({ mode: 'boundaries', stitch: true })).toBe('/boundaries?stitch=1');
  });

  it('writes expanded datasets and selection', () => {
    const sp = new URLSearchParams(split(viewToHref({ mode: 'graph', focus, expanded: [focus], selected: 'job:spark:x' })).search);
    expect(sp.getAll('exp')).toEqual([focus]);
    expect(sp.get('sel')).toBe('job:spark:x');
  });
});

describe('currentViewToStep', () => {
  it('returns null outside the view routes', () => {
    expect(currentViewToStep({ pathname: '/present/talk/2', search: '' })).toBeNull();
    expect(currentViewToStep({ pathname: '/lineage', search: '' })).toBeNull(); // a graph needs a focus
  });

  it('keeps the camera and a given title', () => {
    const step = currentViewToStep(split(viewToHref({ mode: 'graph', focus })), {
      title: 'Here',
      camera: { x: 1, y: 2, zoom: 0.5 },
    });
    expect(step).toEqual({ title: 'Here', caption: '', view: { mode: 'graph', focus, camera: { x: 1, y: 2, zoom: 0.5 } } });
  });

  it('titles a trace step after the traced field', () => {
    const step = currentViewToStep(split(viewToHref({ mode: 'trace', focus, trace: { field, direction: 'down' } })));
    expect(step?.title).toBe('Trace total_revenue_usd');
    expect(step?.view.trace).toEqual({ field, direction: 'down' });
  });

  const idPart = fc.stringMatching(/^[a-z][a-z0-9_./-]{0,12}$/);
  const viewArb: fc.Arbitrary<StoryView> = fc
    .record({
      mode: fc.constantFrom('graph', 'trace', 'flip314', 'coverage', 'boundaries'),
      ns: idPart,
      name: idPart,
      fieldName: idPart,
      depth: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
      direction: fc.option(fc.constantFrom('up', 'down', 'full'), { nil: undefined }),
      tdir: fc.constantFrom('up', 'down', 'both'),
      stitch: fc.option(fc.constant(true), { nil: undefined }),
      withTrace: fc.boolean(),
    })
    .map((r) => {
      const view: StoryView = { mode: r.mode as StoryView['mode'], focus: `dataset:${r.ns}:${r.name}` };
      if (r.depth !== undefined) view.depth = r.depth;
      if (r.direction !== undefined) view.direction = r.direction as StoryView['direction'];
      if (r.stitch) view.stitch = true;
      if (r.mode === 'trace' || (r.withTrace && r.mode !== 'graph')) {
        view.trace = { field: `datasetField:${r.ns}:${r.name}:${r.fieldName}`, direction: r.tdir as 'up' };
      }
      return view;
    });

  it('round-trips: the step taken from a view href describes the same view', () => {
    fc.assert(
      fc.property(viewArb, (view) => {
        const step = currentViewToStep(split(viewToHref(view)));
        // Defaults are not written to the URL, so they come back as "not set": the same view.
        const { depth, ...rest } = view;
        expect(step?.view).toEqual(depth === 2 ? rest : view);
      }),
    );
  });
});
