import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAS_SHARED, SHARED_SKIP_REASON, sharedPath } from '../../../src/test/shared-fixtures.ts';
import { createEmulator } from '../index.ts';
import { enc, getJson } from '../testing/event-builders.ts';

// Marquez's OpenLineageIntegrationTest.testSendOpenLineage, replayed on the emulator with Marquez's own resources:
// each event is accepted (201), and the job, run, dataset and latest dataset version give back the event's facets.
// event_full.json is left out: its one dataset is both input and output of the run, so input and output share one
// version, and DatasetDao.findDatasetByName also returns that version's INPUT-type facets (its inputFacets), which the
// emulator does too; the test's equality with the event's `facets` alone cannot hold there.
const DATA = [
  'event_simple.json',
  'event_required_only.json',
  'event_unicode.json',
  'null_nominal_end_time.json',
  'event_namespace_naming.json',
  // Accepted too (no @NotNull on LineageEvent.schemaURL); not in the test's data() list.
  'event_without_schema_url.json',
];

interface Ds {
  namespace: string;
  name: string;
  facets?: Record<string, unknown>;
}
interface Ev {
  run: { runId: string; facets?: Record<string, unknown> };
  job: { namespace: string; name: string; facets?: Record<string, unknown> };
  inputs?: Ds[];
  outputs?: Ds[];
}

describe.skipIf(!HAS_SHARED)(`Marquez's open_lineage test resources (${HAS_SHARED ? 'shared fixtures present' : SHARED_SKIP_REASON})`, () => {
  it.each(DATA)('%s: 201, and the facets come back as sent (OpenLineageIntegrationTest.testSendOpenLineage)', async (file) => {
    const text = readFileSync(sharedPath('marquez/data/api/src/test/resources/open_lineage', file), 'utf8');
    const event = JSON.parse(text) as Ev;
    const em = createEmulator();
    expect(em.ingest(text)).toEqual({ status: 201, body: '' });

    const job = await getJson<{ facets: unknown }>(em, `/api/v1/namespaces/${enc(event.job.namespace)}/jobs/${enc(event.job.name)}`);
    expect(job.status).toBe(200);
    expect(job.body.facets).toEqual(event.job.facets ?? {});
    const run = await getJson<{ facets: unknown }>(em, `/api/v1/jobs/runs/${event.run.runId}`);
    expect(run.body.facets).toEqual(event.run.facets ?? {});
    for (const ds of [...(event.inputs ?? []), ...(event.outputs ?? [])]) {
      const path = `/api/v1/namespaces/${enc(ds.namespace)}/datasets/${enc(ds.name)}`;
      const got = await getJson<Ds>(em, path);
      expect(got.status, ds.name).toBe(200);
      expect([got.body.namespace, got.body.name]).toEqual([ds.namespace, ds.name]);
      expect(got.body.facets, `${ds.name} facets`).toEqual(ds.facets ?? {});
      const versions = await getJson<{ versions: Ds[] }>(em, `${path}/versions`);
      expect(versions.body.versions.length, ds.name).toBeGreaterThan(0);
      expect(versions.body.versions[0]?.facets, `${ds.name} latest version facets`).toEqual(ds.facets ?? {});
    }
  });
});
