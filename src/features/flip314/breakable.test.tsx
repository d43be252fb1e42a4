import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Breakable } from './breakable.tsx';

describe('Breakable', () => {
  it('offers a break after each / and . of a path, never inside a name', () => {
    expect(renderToStaticMarkup(<Breakable text="from warehouse/lakehouse/daily_revenue.total_revenue_usd" />)).toBe(
      '<span class="tb-breakable__piece">from warehouse/</span><wbr/><span class="tb-breakable__piece">lakehouse/</span><wbr/>' +
        '<span class="tb-breakable__piece">daily_revenue.</span><wbr/><span class="tb-breakable__piece">total_revenue_usd</span>',
    );
  });

  it('leaves a sentence end and a plain text alone', () => {
    expect(renderToStaticMarkup(<Breakable text="is not a Flink job. So" />)).toBe('<span class="tb-breakable__piece">is not a Flink job. So</span>');
  });
});
