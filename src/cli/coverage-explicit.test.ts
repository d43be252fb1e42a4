import { describe, expect, it } from 'vitest';
import { loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { SPEC_2026, SPEC_2026_EXPECTED } from '../../mocks/scenarios/index.ts';
import type { ExplicitCoverage } from '../domain/coverage/explicit-coverage.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { coverageOf } from './coverage-test-support.ts';

const emulator = loadedEmulator(['spec-2026']);
const coverage = (json: boolean) => coverageOf(emulator, json);

const { jobs: J } = SPEC_2026;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('npm run coverage: lineage stated in explicit lineage facets counted apart (spec-2026)', () => {
  it('has its own section, per engine and for views, and names the facet as the lineage of each stating job', async () => {
    const text = await coverage(false);
    const section = text.split('\n\n').find((p) => p.startsWith('Lineage stated in explicit lineage facets'));
    expect(section).toBeDefined();
    const views = SPEC_2026_EXPECTED.viewInputs.length;
    expect(section).toMatch(new RegExp(`- Views: 1 dataset states what feeds it with no job — ${views} edges`));
    expect(section).toMatch(/jobs? states? (its|their) lineage — \d+ edges?, \d+ fields?, \d+ input × output pairs? left out; 1 job-to-job flow/);
    // The bulk job: its stated pairs, not the reported column level nor derived.
    const bulk = SPEC_2026_EXPECTED.bulkStated.length;
    expect(text).toMatch(new RegExp(`${escape(J.bulk.namespace)} ${escape(J.bulk.name)}\\s+lineage facet \\(${bulk} edges, 0 fields\\)`));
    // A job with only reported columnLineage stays `column`.
    expect(text).toMatch(new RegExp(`${escape(J.report.name)}\\s+column `));
    // The derived-from-SQL section is not where explicit lineage goes.
    expect(text).not.toMatch(/derived from SQL \(.*\n.*lineage facet/);
    // The first render loads the SQL parser (derived lineage): slow on a loaded machine.
  }, 120_000);

  it('adds `explicit` to the JSON beside the unchanged report', async () => {
    const r = JSON.parse(await coverage(true)) as { jobs: { name: string; hasColumnLineage: boolean }[]; explicit: ExplicitCoverage };
    expect(r.explicit.jobs[jobNodeId(J.bulk)]).toEqual({
      statedEdges: SPEC_2026_EXPECTED.bulkStated.length,
      unstatedPairs: SPEC_2026_EXPECTED.bulkUnstated.length,
      statedFields: 0,
      jobFlows: 0,
    });
    expect(r.explicit.datasets.count).toBe(1);
    expect(r.jobs.find((j) => j.name === J.bulk.name)?.hasColumnLineage).toBe(false);
  });
});
