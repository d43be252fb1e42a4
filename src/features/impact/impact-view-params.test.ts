import { describe, expect, it } from 'vitest';
import { applyImpactPatch, domainFilter, parseImpactView } from './impact-view-params.ts';

const parse = (qs: string) => parseImpactView(new URLSearchParams(qs));

describe('parseImpactView', () => {
  it('reads a closed list with the defaults when no impact param is set', () => {
    expect(parse('node=dataset%3Ans%3At&trace=x')).toEqual({ start: null, filter: { levels: [], engines: [], owner: '' }, sort: 'distance' });
    expect(parse('impact=').start).toBeNull();
  });

  it('reads the start, the comma lists, the owner and the sort', () => {
    const view = parse(
      `impact=${encodeURIComponent('dataset:kafka://b:9092:orders')}&ilevel=column,derived&iengine=spark,flink&iowner=analytics&isort=freshness`,
    );
    expect(view).toEqual({
      start: 'dataset:kafka://b:9092:orders',
      filter: { levels: ['column', 'derived'], engines: ['spark', 'flink'], owner: 'analytics' },
      sort: 'freshness',
    });
  });

  it('drops unknown levels, engines and sorts instead of failing, and caps a long owner', () => {
    const view = parse(`impact=1&ilevel=column,bogus,,INFERRED,inferred&iengine=spark,<script>&isort=random&iowner=${'x'.repeat(500)}`);
    expect(view.filter.levels).toEqual(['column', 'inferred']);
    expect(view.filter.engines).toEqual(['spark']);
    expect(view.sort).toBe('distance');
    expect(view.filter.owner).toHaveLength(200);
  });

  it('gives the domain no owner criterion for an empty owner', () => {
    expect(domainFilter({ levels: [], engines: [], owner: '' })).toEqual({ levels: [], engines: [] });
    expect(domainFilter({ levels: ['column'], engines: [], owner: '-' })).toEqual({ levels: ['column'], engines: [], owner: '-' });
  });
});

describe('applyImpactPatch', () => {
  it('round-trips through parseImpactView and keeps the investigation’s own params', () => {
    const prev = new URLSearchParams('node=dataset%3Ans%3At&trace=f');
    const next = applyImpactPatch(prev, { start: '1', levels: ['dataset'], engines: ['kafka-connect'], owner: 'team a', sort: 'freshness' });
    expect(next.get('node')).toBe('dataset:ns:t');
    expect(next.get('trace')).toBe('f');
    expect(parseImpactView(next)).toEqual({ start: '1', filter: { levels: ['dataset'], engines: ['kafka-connect'], owner: 'team a' }, sort: 'freshness' });
    expect(prev.has('impact')).toBe(false);
  });

  it('leaves the default sort and empty values out of the URL, and closing clears the filters', () => {
    const open = new URLSearchParams('impact=1&ilevel=column&iengine=spark&iowner=a&isort=freshness&trace=f');
    expect(applyImpactPatch(open, { sort: 'distance', owner: '', levels: [] }).toString()).toBe('impact=1&iengine=spark&trace=f');
    expect(applyImpactPatch(open, { start: null }).toString()).toBe('trace=f');
  });
});
