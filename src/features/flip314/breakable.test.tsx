import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Breakable } from './breakable.tsx';

const piece = (text: string) => `<span class="tb-breakable__piece">${text}</span>`;

describe('Breakable', () => {
  it('offers a break after each / and . of a path, never inside a name', () => {
    expect(renderToStaticMarkup(<Breakable text="from warehouse/lakehouse/daily_revenue.total_revenue_usd" />)).toBe(
      `${piece('from')} ${piece('warehouse/')}<wbr/>${piece('lakehouse/')}<wbr/>${piece('daily_revenue.')}<wbr/>${piece('total_revenue_usd')}`,
    );
  });

  it('leaves every space a break point, so a sentence after a path wraps like text (present step 6 overflowed)', () => {
    expect(renderToStaticMarkup(<Breakable text="job a.overwrite is not a Flink job. So" />)).toBe(
      `${piece('job')} ${piece('a.')}<wbr/>${piece('overwrite')} ${piece('is')} ${piece('not')} ${piece('a')} ${piece('Flink')} ${piece('job.')} ${piece('So')}`,
    );
  });
});
