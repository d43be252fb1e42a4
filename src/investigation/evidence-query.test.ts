import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { TALK } from '../../mocks/scenarios/talk/names.ts';
import { buildEvidenceIndex } from '../domain/evidence/evidence-index.ts';
import { datasetNodeId, jobNodeId } from '../domain/node-id.ts';
import { evidenceQueryOptions } from './evidence-query.ts';
import { loadTraceInputs } from './trace-inputs.ts';
import { serveEmulator } from './emulator-fetch-test-support.ts';
import type * as DeriveSqlJobs from './sql/derive-sql-jobs.ts';

// The SQL deriver as it is, watched: the evidence must not ask it for anything, the trace must.
const derive = vi.hoisted(() => vi.fn());
vi.mock('./sql/derive-sql-jobs.ts', async (original) => {
  const real = await original<typeof DeriveSqlJobs>();
  derive.mockImplementation(real.deriveSqlJobs);
  return { deriveSqlJobs: derive };
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  vi.unstubAllGlobals();
  derive.mockClear();
});

describe("a trace's incident evidence (talk)", () => {
  // Loading the talk into the emulator and deriving the trace's SQL in this thread take seconds on a busy machine.
  it('reads what the trace reads both ways, minus the SQL derivation, and says the same of every dataset and job', async () => {
    const emulator = loadedEmulator(['talk']);
    const focus = datasetNodeId({ namespace: TALK.traceStart.namespace, name: TALK.traceStart.dataset });
    const source = { view: 'marquez' as const, since: null, until: null };

    const evidenceUrls = serveEmulator(emulator);
    const evidence = await client().fetchQuery(
      evidenceQueryOptions({ target: TALK.traceStart, tdir: 'upstream', inferred: false, stitch: false, decisions: {}, source }),
    );
    expect(derive).not.toHaveBeenCalled();

    const urls = serveEmulator(emulator);
    const inputs = await loadTraceInputs(client(), focus, 'both', [], source);
    expect(derive).toHaveBeenCalledTimes(1);
    // The trace asks for everything the evidence asked for, and the evidence for nothing the trace did not.
    expect(evidenceUrls.length).toBeGreaterThan(0);
    expect(evidenceUrls.every((u) => urls.includes(u))).toBe(true);

    const fromTrace = buildEvidenceIndex({ ...inputs, staleRuns: inputs.lineage.runLevel?.staleRuns ?? [] });
    expect(inputs.datasets.length).toBeGreaterThan(1);
    expect(inputs.jobs.length).toBeGreaterThan(1);
    for (const d of inputs.datasets) expect(evidence.dataset(datasetNodeId(d))).toEqual(fromTrace.dataset(datasetNodeId(d)));
    for (const j of inputs.jobs) expect(evidence.job(jobNodeId(j))).toEqual(fromTrace.job(jobNodeId(j)));
  }, 90_000);
});
