import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { scenarioEvents } from '../../mocks/scenarios/index.ts';
import { ORDERS_ENRICHMENT_SQL } from '../../mocks/scenarios/talk/flink-jobs.ts';
import { TALK } from '../../mocks/scenarios/talk/names.ts';
import { ORDERS_ENRICHED_FLINK } from '../../mocks/scenarios/talk/schemas.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { coverageOf } from './coverage-test-support.ts';

const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('talk'));
const coverage = (json: boolean) => coverageOf(emulator, json);

// Every output column of orders_enriched the Flink SQL selects: each has at least one input column in the SQL.
const selected = ORDERS_ENRICHED_FLINK.filter((f) => new RegExp(`\\b${f.name}\\b`).test(ORDERS_ENRICHMENT_SQL)).length;

describe('npm run coverage: column lineage derived from SQL counted apart from reported (talk)', () => {
  it('says "Flink: 0 reported, N derived from SQL" and marks the Flink SQL job, not the DataStream one', async () => {
    const text = await coverage(false);
    expect(selected).toBe(ORDERS_ENRICHED_FLINK.length);
    expect(text).toContain(`- Flink: 0 reported, ${selected} derived from SQL`);
    expect(text).toMatch(new RegExp(`flink ${TALK.jobs.ordersEnrichment.name}\\s+derived from SQL \\(${selected} fields\\)`));
    expect(text).toMatch(new RegExp(`flink ${TALK.jobs.fraudDetector.name}\\s+dataset `));
  });

  it('adds `derived` to the JSON beside the unchanged report', async () => {
    const r = JSON.parse(await coverage(true)) as {
      engines: { engine: string; outputFieldsCovered: number }[];
      derived: { engines: unknown[]; jobs: Record<string, number> };
    };
    expect(r.engines.find((e) => e.engine === 'flink')?.outputFieldsCovered).toBe(0);
    expect(r.derived.engines).toEqual([{ engine: 'flink', reportedFields: 0, derivedFields: selected, derivedJobs: 1 }]);
    expect(r.derived.jobs).toEqual({ [jobNodeId(TALK.jobs.ordersEnrichment)]: selected });
  });
});
