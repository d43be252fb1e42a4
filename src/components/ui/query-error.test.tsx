// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { QueryErrorLine, QueryErrorMessage } from './query-error.tsx';

afterEach(cleanup);

function failedQuery(error: unknown) {
  const query = { error, retries: 0, refetch: async () => void query.retries++ };
  return query;
}

describe('query error states', () => {
  it('QueryErrorMessage says what failed, with the detail as text, and Retry refetches', () => {
    const query = failedQuery(Object.assign(new Error('<b>no</b> such dataset'), { kind: 'not-found', status: 404 }));
    const { container, getByRole } = render(<QueryErrorMessage query={query} subject="the dataset" compact />);
    expect(getByRole('alert').textContent).toContain('The dataset was not found in Marquez');
    expect(container.querySelector('.tb-status__detail p')?.textContent).toBe('<b>no</b> such dataset');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('.tb-status--compact')).not.toBeNull();
    fireEvent.click(getByRole('button', { name: 'Retry' }));
    expect(query.retries).toBe(1);
  });

  it('QueryErrorLine is one line with the title and a small Retry', () => {
    const query = failedQuery(Object.assign(new Error('down'), { kind: 'network' }));
    const { container, getByRole } = render(<QueryErrorLine query={query} subject="the runs" />);
    expect(container.querySelector('p.tb-error-line')?.textContent).toContain('did not answer');
    fireEvent.click(getByRole('button', { name: 'Retry' }));
    expect(query.retries).toBe(1);
  });
});
