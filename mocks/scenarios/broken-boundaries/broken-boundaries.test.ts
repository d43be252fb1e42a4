import { beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import type { MqDataset, MqLineageGraph } from '../../../src/domain/marquez-shapes.ts';
import { datasetId, datasetPath, enc, getJson, jobId, loadedEmulator } from '../test-support/emulator-client.ts';
import { TALK } from '../talk/index.ts';
import { brokenBoundariesEvents, BROKEN } from './index.ts';

const D = BROKEN.datasets;
const J = BROKEN.jobs;
type Ref = { namespace: string; name: string };

async function lineageIds(em: Emulator, ref: Ref): Promise<string[]> {
  const g = await getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${enc(datasetId(ref))}&depth=20`);
  return g.graph.map((n) => n.id).sort();
}

/** Upstream reach over Marquez's edges, optionally crossing stitches (a stitch joins its two datasets both ways). */
async function upstreamReach(em: Emulator, start: Ref, stitches: readonly { a: Ref; b: Ref }[]): Promise<Set<string>> {
  const inEdges = new Map<string, string[]>();
  for (const ref of Object.values(D)) {
    const g = await getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${enc(datasetId(ref))}&depth=20`);
    for (const n of g.graph)
      inEdges.set(
        n.id,
        n.inEdges.map((e) => e.origin),
      );
  }
  for (const s of stitches) {
    inEdges.get(datasetId(s.b))?.push(datasetId(s.a));
    inEdges.get(datasetId(s.a))?.push(datasetId(s.b));
  }
  const seen = new Set([datasetId(start)]);
  const queue = [datasetId(start)];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const up of inEdges.get(id) ?? []) {
      if (seen.has(up)) continue;
      seen.add(up);
      queue.push(up);
    }
  }
  return seen;
}

describe('broken-boundaries scenario through the emulator', () => {
  let em: Emulator;
  beforeAll(() => {
    em = loadedEmulator(['broken-boundaries']);
  });

  it('is deterministic and shares no dataset or job name with the talk scenario', () => {
    expect(brokenBoundariesEvents()).toEqual(brokenBoundariesEvents());
    const talk = new Set([...Object.values(TALK.datasets), ...Object.values(TALK.aliases)].map(datasetId));
    const talkJobs = new Set([...Object.values(TALK.jobs), ...Object.values(TALK.sparkApps)].map(jobId));
    expect(
      Object.values(D)
        .map(datasetId)
        .filter((id) => talk.has(id)),
    ).toEqual([]);
    expect(
      Object.values(J)
        .map(jobId)
        .filter((id) => talkJobs.has(id)),
    ).toEqual([]);
  });

  it("loads together with the talk scenario without either changing the other's graph", async () => {
    const both = loadedEmulator(['talk', 'broken-boundaries']);
    expect(await lineageIds(both, D.monthlyBilling)).toEqual(await lineageIds(em, D.monthlyBilling));
    expect(await lineageIds(both, TALK.datasets.dailyRevenue)).toEqual(await lineageIds(loadedEmulator(['talk']), TALK.datasets.dailyRevenue));
  });

  it("breaks at the Iceberg table: Spark's catalog-named input has no writer", async () => {
    expect(await lineageIds(em, D.monthlyBilling)).toEqual(
      [datasetId(D.monthlyBilling), datasetId(D.paymentsEnrichedByCatalog), jobId(J.monthlyBilling)].sort(),
    );
  });

  it('breaks at the topic: Flink reads it through broker-2, the connector writes it through broker-1', async () => {
    expect(await lineageIds(em, D.paymentsEnriched)).toEqual(
      [datasetId(D.paymentsEnriched), datasetId(D.paymentsTopicViaBroker2), jobId(J.paymentsEnrichment)].sort(),
    );
    const connectorSide = await lineageIds(em, D.paymentsTopic);
    expect(connectorSide).toContain(datasetId(D.paymentsTable));
    expect(connectorSide).not.toContain(jobId(J.paymentsEnrichment));
  });

  it('reaches the source from the Spark summary only when both expected stitches are applied', async () => {
    const source = datasetId(D.paymentsTable);
    expect((await upstreamReach(em, D.monthlyBilling, [])).has(source)).toBe(false);
    for (const one of BROKEN.expectedStitches) expect((await upstreamReach(em, D.monthlyBilling, [one])).has(source)).toBe(false);
    expect((await upstreamReach(em, D.monthlyBilling, BROKEN.expectedStitches)).has(source)).toBe(true);
  });

  it('keeps the late alias unmerged (#2738) while the symlink it declares stays visible in the facets', async () => {
    const archive = await getJson<MqDataset>(em, datasetPath(D.paymentsArchive));
    const identifiers = (archive.facets?.symlinks as { identifiers: Ref[] }).identifiers;
    expect(identifiers).toEqual([expect.objectContaining(BROKEN.lateAlias.b)]);
    expect(archive.fields?.map((f) => f.name)).toContain('payment_id');
    const hiveSide = await lineageIds(em, D.paymentsArchiveTable);
    expect(hiveSide).toContain(jobId(J.paymentsAudit));
    expect(hiveSide).not.toContain(jobId(J.paymentsArchive));
  });
});
