import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Breakable } from './breakable.tsx';

describe('Breakable', () => {
  it('offers a break after each / and . of a path, never inside a name', () => {
    expect(renderToStaticMarkup(<Breakable text="from warehouse/lakehouse/daily_revenue.total_revenue_usd" />)).toBe(
      'from warehouse/<wbr/>lakehouse/<wbr/>daily_revenue.<wbr/>total_revenue_usd',
    );
  });

  it('leaves a sentence end and a plain text alone', () => {
    expect(renderToStaticMarkup(<Breakable text="is not a Flink job. So" />)).toBe('is not a Flink job. So');
  });
});
