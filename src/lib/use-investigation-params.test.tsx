// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useInvestigationParams, type SetInvestigationParams } from './use-investigation-params.ts';
import type { InvestigationParams } from './investigation-params.ts';

afterEach(cleanup);

const DS = 'dataset:kafka://broker:9092:orders';
const JOB = 'job:flink:enrich';

function setup(initial: string) {
  const seen: { params?: InvestigationParams; setParams?: SetInvestigationParams } = {};
  function Probe() {
    const { params, setParams } = useInvestigationParams();
    seen.params = params;
    seen.setParams = setParams;
    return null;
  }
  const router = createMemoryRouter([{ path: '/lineage', element: <Probe /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, seen };
}

describe('useInvestigationParams', () => {
  it('reads the URL and keeps params it does not own', async () => {
    const { router, seen } = setup(`/lineage?node=${encodeURIComponent(DS)}&layout=compact&depth=3`);
    expect(seen.params).toMatchObject({ node: DS, depth: 3 });
    await act(async () => seen.setParams?.({ dir: 'upstream' }));
    const sp = new URLSearchParams(router.state.location.search);
    expect(sp.get('layout')).toBe('compact');
    expect(sp.get('dir')).toBe('up');
    expect(sp.get('node')).toBe(DS);
  });

  it('pushes navigation and replaces selection by default', async () => {
    const { router, seen } = setup(`/lineage?node=${encodeURIComponent(DS)}`);
    await act(async () => seen.setParams?.({ sel: JOB }));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => seen.setParams?.({ depth: 4 }));
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => seen.setParams?.({ exp: [DS] }, { replace: false }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(seen.params).toMatchObject({ sel: JOB, depth: 4, exp: [DS] });
  });

  it('clears a param with null and drops it from the URL', async () => {
    const { router, seen } = setup(`/lineage?node=${encodeURIComponent(DS)}&sel=${encodeURIComponent(JOB)}`);
    await act(async () => seen.setParams?.({ sel: null }));
    expect(new URLSearchParams(router.state.location.search).has('sel')).toBe(false);
    expect(seen.params?.sel).toBeNull();
  });
});
