import { describe, expect, it } from 'vitest';
import { findStitchCandidates } from '../../src/domain/stitching/find-stitch-candidates.ts';
import { createEmulator } from '../emulator/index.ts';
import { scenarioEvents, type ScenarioName } from '../scenarios/index.ts';
import { emulatorCatalog, emulatorFetch } from './emulator-fetch.ts';

async function catalogOf(...names: ScenarioName[]) {
  const emulator = createEmulator({ clock: () => new Date('2026-12-01T00:00:00Z') });
  const result = emulator.loadEvents(names.flatMap((n) => scenarioEvents(n)));
  expect(result.rejected).toEqual([]);
  return emulatorCatalog(emulatorFetch(emulator).fetch);
}

describe('stitch candidates on the scenarios, read through the emulator API', () => {
  it('the talk has no boundary breaks', async () => {
    const catalog = await catalogOf('talk');
    expect(catalog.datasets.length).toBeGreaterThan(5);
    expect(findStitchCandidates(catalog)).toEqual([]);
  });

  it('broken-boundaries yields both expected breaks on the trace path, and the late alias', async () => {
    const { BROKEN } = await import('../scenarios/index.ts');
    const candidates = findStitchCandidates(await catalogOf('broken-boundaries'));
    const found = candidates.map((c) => ({ a: c.a, b: c.b, rule: c.rule }));
    for (const expected of BROKEN.expectedStitches) expect(found).toContainEqual(expected);
    const { a, b, rule } = BROKEN.lateAlias;
    expect(found).toContainEqual({ a, b, rule });
    for (const c of candidates) expect(c.hint.length).toBeGreaterThan(20);
  });

  it('pages every list: a page size of 2 reads the same catalog as one page', async () => {
    const emulator = createEmulator({ clock: () => new Date('2026-12-01T00:00:00Z') });
    emulator.loadEvents(scenarioEvents('talk'));
    const { fetch } = emulatorFetch(emulator);
    const small = await emulatorCatalog(fetch, 2);
    const large = await emulatorCatalog(fetch);
    expect(small).toEqual(large);
    expect(large.jobs.length).toBeGreaterThan(2);
  });

  it('both scenarios in one Marquez: the talk adds no candidate', async () => {
    const both = findStitchCandidates(await catalogOf('talk', 'broken-boundaries'));
    const brokenOnly = findStitchCandidates(await catalogOf('broken-boundaries'));
    expect(both).toEqual(brokenOnly);
  });
});
