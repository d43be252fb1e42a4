import { describe, expect, it } from 'vitest';
import { HAS_SHARED, SHARED_SKIP_REASON } from '../../src/test/shared-fixtures.ts';
import { generateLineage } from '../synthetic/index.ts';
import { SCENARIO_NAMES, scenarioEvents } from './index.ts';
import { loadOpenLineageValidator } from './test-support/openlineage-validator.ts';

describe.skipIf(!HAS_SHARED)(`scenario events validate against OpenLineage 2-0-2 and its facet schemas ${HAS_SHARED ? '' : SHARED_SKIP_REASON}`, () => {
  const validator = HAS_SHARED ? loadOpenLineageValidator() : null;

  it.each(SCENARIO_NAMES)('%s', (name) => {
    const events = scenarioEvents(name);
    expect(events.length).toBeGreaterThan(0);
    const problems = events.flatMap((e, i) => validator!.problems(e).map((p) => `#${i} ${p}`));
    expect(problems).toEqual([]);
  });

  it('synthetic lineage (with a cycle)', () => {
    const events = generateLineage({ seed: 'schema-check', nodes: 120, cycle: true });
    const problems = events.flatMap((e, i) => validator!.problems(e).map((p) => `#${i} ${p}`));
    expect(problems).toEqual([]);
  });

  it('the validator rejects a facet that breaks its schema (so the checks above can fail)', () => {
    const [first] = scenarioEvents('talk') as Record<string, unknown>[];
    const broken = structuredClone(first) as { run: { runId: string; facets: Record<string, unknown> } };
    broken.run.runId = 'not-a-uuid';
    broken.run.facets.nominalTime = { _producer: 'https://x.test', _schemaURL: 'https://x.test/s' };
    const problems = validator!.problems(broken);
    expect(problems.some((p) => p.startsWith('event'))).toBe(true);
    expect(problems.some((p) => p.startsWith('run.facets.nominalTime'))).toBe(true);
  });
});
