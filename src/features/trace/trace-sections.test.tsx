// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TraceHop, TraceResult } from '../../domain/trace/trace-types.ts';
import { TraceSections } from './trace-sections.tsx';

afterEach(cleanup);

const PAYLOAD = '<img src=x onerror="window.__pwned=1">';
const job = (name: string) => ({ namespace: 'jobs', name });
const hop = (over: Partial<TraceHop>): TraceHop => ({
  from: { namespace: 'ns', dataset: 'src', field: 'a' },
  to: { namespace: 'ns', dataset: 'out', field: 'total' },
  job: job('spark-job'),
  level: 'column',
  transformations: [],
  evidence: '',
  ...over,
});

const result: TraceResult = {
  target: { namespace: 'ns', dataset: 'out', field: 'total' },
  direction: 'upstream',
  hops: [
    hop({ transformations: [{ type: 'DIRECT', subtype: 'AGGREGATION', description: `sum(a) ${PAYLOAD}`, masking: true }] }),
    hop({
      from: { namespace: 'ns', dataset: 'topic', field: null },
      to: { namespace: 'ns', dataset: 'src', field: 'a' },
      job: job('flink-job'),
      level: 'dataset',
    }),
  ],
  influencers: [
    hop({
      from: { namespace: 'ns', dataset: 'src', field: 'region' },
      transformations: [{ type: 'INDIRECT', subtype: 'GROUP_BY', description: null, masking: false }],
    }),
  ],
  degradations: [
    { dataset: { namespace: 'ns', name: 'src' }, job: job('flink-job'), reason: 'Flink job reports dataset-level lineage only — no columnLineage facet' },
  ],
  roots: [{ namespace: 'ns', dataset: 'topic', field: null }],
};

describe('trace sections', () => {
  it('lists hops in order with level words, transformations as text, the degrade point, influencers and roots', () => {
    const { container } = render(
      <TraceSections result={result} jobEngines={{ 'job:jobs:spark-job': 'spark', 'job:jobs:flink-job': 'flink' }} onCentre={() => {}} onRetrace={() => {}} />,
    );
    const hops = within(screen.getByTestId('trace-hops')).getAllByTestId('trace-hop');
    expect(hops.map((h) => h.getAttribute('data-level'))).toEqual(['column', 'dataset']);
    expect(hops[0]!.textContent).toContain('Column lineage');
    expect(hops[0]!.textContent).toContain('AGGREGATION');
    expect(hops[0]!.textContent).toContain('masked');
    expect(hops[1]!.textContent).toContain('Dataset-level only');
    expect(within(hops[1]!).getByTestId('hop-degrade').textContent).toBe('Column lineage ends here — dataset-level beyond');
    expect(within(hops[0]!).queryByTestId('hop-degrade')).toBeNull();
    expect(screen.getByTestId('trace-degradation').textContent).toContain('no columnLineage facet');
    expect(within(screen.getByTestId('trace-influencers')).getByText('GROUP_BY', { exact: false })).toBeTruthy();
    expect(screen.getAllByTestId('trace-root')).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain(PAYLOAD);
  });

  it('centres a hop on click and retraces from a field', () => {
    const onCentre = vi.fn();
    const onRetrace = vi.fn();
    render(<TraceSections result={result} jobEngines={{}} onCentre={onCentre} onRetrace={onRetrace} />);
    const first = within(screen.getByTestId('trace-hops')).getAllByTestId('trace-hop')[0]!;
    fireEvent.click(within(first).getByTitle('Centre this hop on the canvas'));
    expect(onCentre).toHaveBeenCalledWith(result.hops[0]);
    fireEvent.click(within(first).getByRole('button', { name: 'Trace from here: src.a' }));
    expect(onRetrace).toHaveBeenCalledWith({ namespace: 'ns', dataset: 'src', field: 'a' });
    // A dataset-level point has no field to trace from.
    const second = within(screen.getByTestId('trace-hops')).getAllByTestId('trace-hop')[1]!;
    expect(within(second).queryByRole('button', { name: /Trace from/ })).toBeNull();
  });
});

describe('trace sections: datasets only a facet names (issue 16)', () => {
  it('lists them with the reported dataset each most likely is', () => {
    const withUnreported: TraceResult = {
      ...result,
      unreported: [
        {
          namespace: 's3://lake',
          name: 'db/orders',
          likely: { namespace: 's3://lake', name: '/warehouse/db/orders', confidence: 0.8, evidence: 'a shorter spelling' },
        },
      ],
    };
    render(<TraceSections result={withUnreported} jobEngines={{}} onCentre={() => {}} onRetrace={() => {}} />);
    const items = within(screen.getByTestId('trace-unreported')).getAllByTestId('trace-unreported-dataset');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Most likely s3://lake /warehouse/db/orders (80%)');
  });
});

describe('trace sections: entities Marquez refused (issue 15)', () => {
  it('names what the trace could not read instead of hiding it', () => {
    const withSkipped: TraceResult = {
      ...result,
      skipped: [{ kind: 'job', id: 'job:ns:enrich', status: 500, reason: 'GET /namespaces/{namespace}/jobs/{name}: boom' }],
    };
    render(<TraceSections result={withSkipped} jobEngines={{}} onCentre={() => {}} onRetrace={() => {}} />);
    const items = within(screen.getByTestId('trace-skipped')).getAllByTestId('trace-skipped-entity');
    expect(items.map((i) => i.textContent)).toEqual(['job:ns:enrich (job, 500)']);
  });
});

describe('trace sections: derived and ambiguous hops, all-to-all jobs', () => {
  const flink: TraceResult = {
    ...result,
    hops: [
      hop({
        job: job('flink-sql'),
        level: 'derived',
        transformations: [{ type: 'DIRECT', subtype: 'TRANSFORMATION', description: null, masking: false }],
        evidence: "derived from flink-sql's SQL (dt-sql-parser): total ← src.a",
      }),
      hop({ job: job('sink'), level: 'inferred', ambiguous: true, ambiguity: '2 input fields match "total" of out by name (bids.total, src.a)' }),
    ],
    degradations: [],
    allToAll: [{ job: job('sink'), reason: 'sink reports all 2 inputs feeding all 2 outputs' }],
  };

  it('shows the derived level with its SQL evidence, an ambiguous guess with its reason, and the all-to-all job', () => {
    render(<TraceSections result={flink} jobEngines={{ 'job:jobs:flink-sql': 'flink' }} onCentre={() => {}} onRetrace={() => {}} />);
    const [derived, guess] = within(screen.getByTestId('trace-hops')).getAllByTestId('trace-hop');
    expect(derived!.getAttribute('data-level')).toBe('derived');
    expect(derived!.textContent).toContain('Derived from SQL');
    expect(derived!.textContent).toContain("derived from flink-sql's SQL (dt-sql-parser): total ← src.a");
    expect(derived!.getAttribute('data-ambiguous')).toBeNull();
    expect(guess!.getAttribute('data-ambiguous')).toBe('true');
    expect(guess!.className).toContain('tb-hop--ambiguous');
    expect(within(guess!).getByTestId('hop-ambiguity').textContent).toBe(
      'One guess among several, not followed: 2 input fields match "total" of out by name (bids.total, src.a)',
    );
    expect(within(screen.getByTestId('trace-all-to-all')).getByTestId('trace-all-to-all-job').textContent).toBe(
      'sinksink reports all 2 inputs feeding all 2 outputs',
    );
  });
});
