import { describe, expect, it } from 'vitest';
import { loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { SCENARIO_NAMES, type ScenarioName } from '../../mocks/scenarios/index.ts';
import { createMarquezClient } from '../api/client.ts';
import { getCatalog } from '../api/get-catalog.ts';
import { acceptedCandidates } from '../domain/stitching/accepted-candidates.ts';
import { findStitchCandidates } from '../domain/stitching/find-stitch-candidates.ts';
import { stitchKey } from '../domain/stitching/stitch-policy.ts';
import { loadRunLevelCatalog } from './catalog-query.ts';
import { clientSource } from './run-source.ts';

async function bothCatalogs(names: readonly ScenarioName[]) {
  const emulator = loadedEmulator(names);
  const client = createMarquezClient({
    baseUrl: 'http://emulator.test/api/v1',
    fetch: async (url) => {
      const u = new URL(url);
      const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
      return { ok: r.status < 300, status: r.status, text: async () => r.body };
    },
  });
  const raw = await getCatalog({ client });
  const runLevel = await loadRunLevelCatalog(clientSource(client), raw, {}, Date.parse('2026-11-28T00:00:00Z'));
  return { raw, runLevel };
}

const keys = (list: readonly { a: { namespace: string; name: string }; b: { namespace: string; name: string } }[]) => list.map(stitchKey).sort();

// The accepted stitches are read on the view's (run-level) catalog, the one Boundaries shows while a person decides;
// they were read on Marquez's raw catalog for the graph and the trace. Same candidates on both: the switch is neutral.
describe('stitch candidates on the raw and the run-level catalog', () => {
  // The talk alone has no boundary break: the same nothing on both, and the cases with breaks hold some.
  const cases: [readonly ScenarioName[], number][] = [
    [['talk'], 0],
    [['broken-boundaries'], 1],
    [SCENARIO_NAMES, 1],
  ];
  for (const [names, least] of cases) {
    it(`are the same on ${names.join(' + ')}, and so is the accepted set`, { timeout: 120_000 }, async () => {
      const { raw, runLevel } = await bothCatalogs(names);
      const candidates = keys(findStitchCandidates(raw));
      expect(candidates.length).toBeGreaterThanOrEqual(least);
      expect(keys(findStitchCandidates(runLevel))).toEqual(candidates);
      const accepted = keys(acceptedCandidates(raw, {}));
      expect(keys(acceptedCandidates(runLevel, {}))).toEqual(accepted);
    });
  }
});
