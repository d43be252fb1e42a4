import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import type { MqDataset, MqJob, MqRun } from '../../../src/domain/marquez-shapes.ts';
import { parseLineageDatasetFacet, parseLineageJobFacet } from '../../../src/domain/facets/lineage-facet.ts';
import { parseJobDependenciesFacet } from '../../../src/domain/facets/job-dependencies-facet.ts';
import { parseCatalogFacet } from '../../../src/domain/facets/catalog-facet.ts';
import { HAS_SHARED, SHARED_SKIP_REASON, sharedPath } from '../../../src/test/shared-fixtures.ts';
import { datasetPath, getJson, jobPath, loadedEmulator } from '../test-support/emulator-client.ts';
import { loadOpenLineageValidator } from '../test-support/openlineage-validator.ts';
import { spec2026Events, SPEC_2026, SPEC_2026_EXPECTED } from './index.ts';
import { SCHEMA_URLS } from './facets-2026.ts';

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const { datasets: D, jobs: J, runs: R } = SPEC_2026;
type Event = Record<string, unknown> & { job?: { facets?: Record<string, unknown> }; dataset?: { facets?: Record<string, unknown> } };

/** Every `lineage` facet of the events, with the definition its `_schemaURL` names. */
function lineageFacets(events: Event[]): { path: string; facet: Record<string, unknown> }[] {
  return events.flatMap((e, i) => {
    const facets = [e.job?.facets?.lineage, e.dataset?.facets?.lineage].filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null);
    return facets.map((facet) => ({ path: `#${i}`, facet }));
  });
}

describe.skipIf(!HAS_SHARED)(`spec-2026 facets validate against their JSON schemas ${HAS_SHARED ? '' : SHARED_SKIP_REASON}`, () => {
  // The shared validator checks every facet whose schema property is a plain `$ref` (catalog, datasetType, hierarchy,
  // tags, jobDependencies…); `lineage` is an `anyOf` of the job and dataset facets, so it is checked here by the
  // definition its `_schemaURL` names.
  it('every event and every facet, lineage facets by their own definition', () => {
    const events = spec2026Events() as Event[];
    const validator = loadOpenLineageValidator();
    expect(events.flatMap((e, i) => validator.problems(e).map((p) => `#${i} ${p}`))).toEqual([]);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(JSON.parse(readFileSync(sharedPath('openlineage/spec/OpenLineage.json'), 'utf8')) as object);
    ajv.addSchema(JSON.parse(readFileSync(sharedPath('openlineage/spec/facets/LineageFacet.json'), 'utf8')) as object);
    const found = lineageFacets(events);
    expect(found.length).toBe(5);
    for (const { path, facet } of found) {
      const url = String(facet._schemaURL);
      expect([SCHEMA_URLS.lineageJob, SCHEMA_URLS.lineageDataset]).toContain(url);
      const validate = ajv.getSchema(url)!;
      expect(validate(facet) ? [] : [path, validate.errors]).toEqual([]);
    }
  });

  it('the checks can fail: a job facet without entries and a tag without a value are refused', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema(JSON.parse(readFileSync(sharedPath('openlineage/spec/OpenLineage.json'), 'utf8')) as object);
    ajv.addSchema(JSON.parse(readFileSync(sharedPath('openlineage/spec/facets/LineageFacet.json'), 'utf8')) as object);
    expect(ajv.getSchema(SCHEMA_URLS.lineageJob)!({ _producer: 'p', _schemaURL: SCHEMA_URLS.lineageJob })).toBe(false);
    const broken = structuredClone(spec2026Events()[0]) as { dataset: { facets: { tags: { tags: Record<string, unknown>[] } } } };
    delete broken.dataset.facets.tags.tags[0]!.value;
    expect(
      loadOpenLineageValidator()
        .problems(broken)
        .some((p) => p.startsWith('dataset.facets.tags')),
    ).toBe(true);
  });
});

// What Marquez keeps of the 2026 facets (docs/openlineage-facets.md#what-marquez-keeps-of-it), through the emulator.
describe('spec-2026 through the emulator', () => {
  let em: Emulator;
  beforeAll(() => {
    em = loadedEmulator(['spec-2026']);
  });

  it('is deterministic and oldest first', () => {
    const events = spec2026Events();
    expect(events).toEqual(spec2026Events());
    const times = events.map((e) => Date.parse(String(e.eventTime)));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('lists all four pairs of the bulk job in its event and states two in its facet', () => {
    const complete = spec2026Events().find((e) => (e.job as { name?: string } | undefined)?.name === J.bulk.name && e.eventType === 'COMPLETE') as Event & {
      inputs: { name: string }[];
      outputs: { name: string }[];
    };
    const key = (p: { input: { name: string }; output: { name: string } }) => `${p.input.name}>${p.output.name}`;
    const listed = complete.inputs.flatMap((i) => complete.outputs.map((o) => `${i.name}>${o.name}`));
    const stated = parseLineageJobFacet(complete.job?.facets?.lineage)!.entries.flatMap((e) =>
      e.target.kind === 'dataset' ? (e.inputs ?? []).map((i) => `${i.kind === 'dataset' ? i.name : '?'}>${(e.target as { name: string }).name}`) : [],
    );
    expect(stated.sort()).toEqual(SPEC_2026_EXPECTED.bulkStated.map(key).sort());
    expect(listed.filter((p) => !stated.includes(p)).sort()).toEqual(SPEC_2026_EXPECTED.bulkUnstated.map(key).sort());
  });

  it('keeps the view’s lineage facet from its DatasetEvent on the dataset', async () => {
    const view = await getJson<MqDataset>(em, datasetPath(D.customerView));
    const lineage = parseLineageDatasetFacet(view.facets?.lineage);
    expect(lineage?.inputs?.map((i) => (i.kind === 'dataset' ? i.name : null))).toEqual([D.customers.name, D.orders.name]);
    expect([...(lineage?.fields.keys() ?? [])]).toEqual(['customer_id', 'name', 'total_spent']);
  });

  it('shows the JobEvent’s declared lineage on the job and keeps the run’s observed one on the run', async () => {
    const job = await getJson<MqJob>(em, jobPath(J.load));
    const declared = parseLineageJobFacet(job.facets?.lineage);
    const inputsOf = (l: ReturnType<typeof parseLineageJobFacet>) =>
      l?.entries[0]?.inputs?.flatMap((i) => (i.kind === 'dataset' && i.field === null ? [i.name] : []));
    expect(inputsOf(declared)).toEqual([D.stagingOrders.name, D.fxRates.name]);
    const runFacets = await getJson<{ facets: Record<string, unknown> }>(em, `/api/v1/jobs/runs/${R.load}/facets?type=job`);
    expect(inputsOf(parseLineageJobFacet(runFacets.facets.lineage))).toEqual([D.stagingOrders.name, D.customers.name]);
    expect(job.facets?.tags).toBeDefined();
  });

  it('keeps run facets (jobDependencies) and the catalog facet with every field', async () => {
    const run = await getJson<MqRun>(em, `/api/v1/jobs/runs/${R.load}`);
    expect(parseJobDependenciesFacet(run.facets?.jobDependencies)?.upstream.map((u) => u.job.name)).toEqual([J.extract.name]);
    const report = await getJson<MqDataset>(em, datasetPath(D.revenueReport));
    expect(parseCatalogFacet(report.facets?.catalog)).toMatchObject({ framework: 'iceberg', type: 'rest', name: SPEC_2026.catalog.name, source: 'spark' });
  });
});
