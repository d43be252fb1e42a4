import { describe, expect, it } from 'vitest';
import { loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { SPEC_2026, SPEC_2026_EXPECTED } from '../../mocks/scenarios/index.ts';
import type { FetchLike } from '../api/client.ts';
import type { TraceHop, TraceResult } from '../domain/trace/trace-types.ts';
import { EXIT, runTraceCli } from './trace-cli.ts';

// The spec-2026 scenario through the emulator's Marquez API: the CLI's loader must read each stating job's latest
// run's job facets beside its GET, or the declared and the observed lineage cannot be told apart.
const emulator = loadedEmulator(['spec-2026']);
const asked: string[] = [];
const fetch: FetchLike = async (url) => {
  const u = new URL(url);
  asked.push(u.pathname + u.search);
  const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
  return { ok: r.status < 300, status: r.status, text: async () => r.body };
};

type Ref = { namespace: string; name: string };
const D = SPEC_2026.datasets;

async function trace(ref: Ref, field: string, extra: string[] = []): Promise<{ json: TraceResult; markdown: string }> {
  const run = async (format: string[]) => {
    let out = '';
    const code = await runTraceCli(['--marquez', 'http://marquez.test', `datasetField:${ref.namespace}:${ref.name}:${field}`, ...format, ...extra], {
      out: (t) => (out += t),
      err: () => undefined,
      fetch,
      env: {},
    });
    expect(code).toBe(EXIT.ok);
    return out;
  };
  return { json: JSON.parse(await run(['--json'])) as TraceResult, markdown: await run([]) };
}

const reached = (r: TraceResult) => new Set([...r.hops, ...r.influencers].flatMap((h) => [h.from.dataset, h.to.dataset]));
const feeds = (r: TraceResult, input: Ref, output: Ref) =>
  [...r.hops, ...r.influencers].some((h: TraceHop) => h.from.dataset === input.name && h.to.dataset === output.name);

describe('trace CLI over explicit lineage (spec-2026 through Marquez)', () => {
  it("a bulk job's unstated input × output pairs give no hop, up or down; its stated pairs do", async () => {
    for (const { input, output } of SPEC_2026_EXPECTED.bulkUnstated) {
      const up = (await trace(output, 'id')).json;
      expect(feeds(up, input, output)).toBe(false);
      expect(reached(up).has(input.name)).toBe(false);
      const down = (await trace(input, 'id', ['--downstream'])).json;
      expect(reached(down).has(output.name)).toBe(false);
    }
    for (const { input, output } of SPEC_2026_EXPECTED.bulkStated) {
      const up = (await trace(output, 'id')).json;
      expect(feeds(up, input, output)).toBe(true);
    }
  });

  it('says on the hop, in --json and Markdown, where the declared and the observed lineage disagree', async () => {
    asked.length = 0;
    const region = await trace(D.dailySummary, 'region', ['--no-inferred']);
    const hop = region.json.hops.find((h) => h.from.dataset === SPEC_2026_EXPECTED.observedOnly.input.name);
    expect(hop?.evidence).toMatch(/observed in run \S+ but not declared by daily\.load's JobEvent — declared and observed lineage disagree/);
    expect(region.markdown).toContain('declared and observed lineage disagree');
    // Read from the latest run's own job facets, beside the job GET.
    expect(asked).toContain(`/api/v1/jobs/runs/${SPEC_2026.runs.load}/facets?type=job`);
    const total = await trace(D.dailySummary, 'total', ['--no-inferred']);
    expect(total.json.hops.map((h) => h.evidence).join('\n')).toContain("declared by daily.load's JobEvent and observed");
  });
});
