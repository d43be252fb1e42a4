// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { JsonTree } from './json-tree.tsx';
import { SqlBlock } from './sql-block.tsx';
import { SafeLink } from './safe-link.tsx';
import { MiddleTruncate } from './middle-truncate.tsx';

afterEach(cleanup);

const PAYLOAD = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

describe('untrusted metadata renders as text', () => {
  it('JsonTree shows keys and values as text, never markup', () => {
    const { container } = render(<JsonTree value={{ [PAYLOAD]: { note: PAYLOAD, n: 1 } }} openDepth={5} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain(PAYLOAD);
  });

  it('JsonTree filters to matching branches and says when nothing matches', () => {
    const value = { sql: { query: 'SELECT 1' }, jobType: { processingType: 'STREAMING' } };
    const { container, rerender } = render(<JsonTree value={value} filter="streaming" />);
    expect(container.textContent).toContain('processingType');
    expect(container.textContent).not.toContain('SELECT 1');
    rerender(<JsonTree value={value} filter="nothing-like-this" />);
    expect(container.textContent).toContain('No key or value contains');
  });

  it('SqlBlock highlights with spans and keeps the SQL verbatim', () => {
    const sql = `SELECT '${PAYLOAD}' AS x FROM t`;
    const { container } = render(<SqlBlock sql={sql} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('pre')?.textContent).toBe(sql);
    expect(container.querySelector('.tb-sql__keyword')?.textContent).toBe('SELECT');
  });

  it('SafeLink links only http(s)', () => {
    const { container, rerender } = render(<SafeLink href="javascript:alert(1)" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1)');
    rerender(<SafeLink href="https://github.com/acme/jobs" />);
    const a = container.querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://github.com/acme/jobs');
    expect(a?.getAttribute('rel')).toContain('noopener');
  });

  it('MiddleTruncate keeps the full value on hover and focus', () => {
    const long = 's3://lakehouse/warehouse/analytics/very/deep/path/daily_revenue';
    const { container } = render(<MiddleTruncate text={long} max={20} focusable />);
    const span = container.querySelector('span');
    expect(span?.textContent).toHaveLength(20);
    expect(span?.getAttribute('title')).toBe(long);
    expect(span?.getAttribute('data-full')).toBe(long);
    expect(span?.getAttribute('tabindex')).toBe('0');
  });
});
