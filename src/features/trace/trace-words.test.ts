import { describe, expect, it } from 'vitest';
import type { TraceHop } from '../../domain/trace/trace-types.ts';
import { mainLine, pointLabel, shortName } from './trace-words.ts';

const p = (dataset: string, field: string | null) => ({ namespace: 'ns', dataset, field });
const hop = (from: ReturnType<typeof p>, to: ReturnType<typeof p>, level: TraceHop['level']): TraceHop => ({
  from,
  to,
  job: null,
  level,
  transformations: [],
  evidence: '',
});

describe('trace words', () => {
  it('shortens paths to their last segment and marks dataset-level points', () => {
    expect(shortName('warehouse/lakehouse/orders_enriched')).toBe('orders_enriched');
    expect(shortName('shop.public.orders')).toBe('shop.public.orders');
    expect(pointLabel(p('a/b', null))).toBe('b (whole dataset)');
    expect(pointLabel(p('a/b', 'x'))).toBe('b.x');
  });

  it('follows the strongest hop from the target and stops on a cycle', () => {
    const t = p('t', 'f');
    const m = p('m', 'g');
    const hops = [hop(p('m', 'h'), t, 'inferred'), hop(m, t, 'column'), hop(p('s', null), m, 'dataset'), hop(t, p('s', null), 'dataset')];
    expect(mainLine(hops, t, 'upstream').map((h) => h.from.dataset)).toEqual(['m', 's', 't']);
    expect(mainLine(hops, t, 'upstream')[0]!.level).toBe('column');
    expect(mainLine([], t, 'upstream')).toEqual([]);
    // Between two dataset-level inputs, the one the walk continues from is the main line.
    const side = hop(p('side', null), m, 'dataset');
    const on = hop(p('up', null), m, 'dataset');
    const further = hop(p('src', null), p('up', null), 'dataset');
    expect(mainLine([hop(m, t, 'column'), side, on, further], t, 'upstream').map((h) => h.from.dataset)).toEqual(['m', 'up', 'src']);
  });
});
