// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { investigationCatalogQueryOptions } from '../../investigation/catalog-query.ts';
import type { Catalog } from '../../domain/stitching/catalog.ts';
import type { MqDataset } from '../../domain/marquez-shapes.ts';
import { BoundariesView } from './boundaries-view.tsx';

afterEach(cleanup);

function renderWith(catalog: Catalog) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The view reads the run-level catalog (the default) of the URL's window.
  client.setQueryData(investigationCatalogQueryOptions({ view: 'runs' }).queryKey, catalog);
  const router = createMemoryRouter([{ path: '/boundaries', element: <BoundariesView /> }], { initialEntries: ['/boundaries'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const topic = (namespace: string): MqDataset => ({
  id: { namespace, name: 'orders' },
  namespace,
  name: 'orders',
  fields: [{ name: 'id', type: 'int' }],
  facets: { schema: { fields: [{ name: 'id', type: 'int' }] } },
});

describe('BoundariesView', () => {
  it('says clearly when there is nothing to stitch', () => {
    renderWith({ datasets: [topic('kafka://b1:9092')], jobs: [] });
    expect(screen.getByText('No boundary breaks found — every dataset that looks alike is already connected')).toBeTruthy();
  });

  it('lists a break as text, metadata never as markup', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    renderWith({
      datasets: [
        topic('kafka://b1:9092'),
        topic('kafka://b2:9092'),
        { ...topic('kafka://b3:9092'), name: hostile, id: { namespace: 'kafka://b3:9092', name: hostile } },
      ],
      jobs: [],
    });
    const items = screen.getAllByTestId('stitch-candidate');
    expect(items.length).toBeGreaterThan(0);
    expect(document.querySelector('img')).toBeNull();
  });
});
