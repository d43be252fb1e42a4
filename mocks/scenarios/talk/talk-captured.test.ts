import { describe, expect, it } from 'vitest';
import type { MqDataset } from '../../../src/domain/marquez-shapes.ts';
import { HAS_SHARED, SHARED_SKIP_REASON } from '../../../src/test/shared-fixtures.ts';
import { createEmulator } from '../../emulator/index.ts';
import { scenarioEvents, TALK_CAPTURED } from '../index.ts';
import { loadOpenLineageValidator } from '../test-support/openlineage-validator.ts';
import { datasetPath, getJson } from '../test-support/emulator-client.ts';
import { capturedLineage } from './connect-capture.ts';
import { talkEvents, TALK } from './index.ts';
import { TOPIC_ORDERS_CENTS, TOPIC_ORDERS_DOLLARS } from './schemas.ts';

const D = TALK.datasets;
const id = (d: { namespace: string; name: string }) => `${d.namespace} ${d.name}`;
type Ev = { job: { name: string }; outputs: { facets: Record<string, unknown> }[] };

describe('talk-captured: the talk with Kafka Connect lineage captured from the connector configs in mocks/connect', () => {
  it("the mapping names exactly the talk's datasets, and the topic fields the talk's topic schema", () => {
    const cdc = capturedLineage('orders-cdc', false).lineage;
    expect(cdc.inputs.map(id)).toEqual([id(D.ordersTable)]);
    expect(cdc.outputs.map(id)).toEqual([id(D.ordersTopic)]);
    expect(cdc.outputs[0]?.fields?.map((f) => `${f.name}:${f.type}`)).toEqual(TOPIC_ORDERS_DOLLARS.map((f) => `${f.name}:${f.type}`));
    expect(capturedLineage('orders-cdc', true).lineage.outputs[0]?.fields?.map((f) => `${f.name}:${f.type}`)).toEqual(
      TOPIC_ORDERS_CENTS.map((f) => `${f.name}:${f.type}`),
    );
    const archive = capturedLineage('orders-archive', false).lineage;
    expect(archive.inputs.map(id)).toEqual([id(D.ordersTopic)]);
    expect(archive.outputs.map(id)).toEqual([id(D.ordersArchive)]);
  });

  it('differs from the talk only by the columnLineage facets of the Kafka Connect outputs', () => {
    const strip = (events: Record<string, unknown>[]) =>
      events.map((e) => {
        const copy = structuredClone(e) as unknown as Ev;
        for (const o of copy.outputs) delete o.facets.columnLineage;
        return copy;
      });
    const captured = scenarioEvents(TALK_CAPTURED) as Record<string, unknown>[];
    expect(strip(captured)).toEqual(strip(talkEvents()));
    const withCll = new Set((captured as unknown as Ev[]).filter((e) => e.outputs.some((o) => o.facets.columnLineage)).map((e) => e.job.name));
    expect([...withCll].sort()).toEqual(
      [TALK.jobs.ordersArchive.name, TALK.jobs.ordersCdc.name, TALK.jobs.dailyRevenue.name, TALK.jobs.revenueReport.name].sort(),
    );
  });

  it('through the emulator, the topic and the archive carry field-level lineage back to the Postgres columns', async () => {
    const em = createEmulator();
    const result = em.loadEvents(scenarioEvents(TALK_CAPTURED));
    expect(result.rejected).toEqual([]);
    const topic = await getJson<MqDataset>(em, datasetPath(D.ordersTopic));
    const amount = (topic.columnLineage ?? []).find((c) => c.name === 'amount');
    expect(amount?.inputFields.map((i) => `${i.namespace} ${i.dataset} ${i.field}`)).toEqual([`${D.ordersTable.namespace} ${D.ordersTable.name} amount`]);
    const archive = await getJson<MqDataset>(em, datasetPath(D.ordersArchive));
    expect([...new Set((archive.columnLineage ?? []).map((c) => c.name))].sort()).toEqual(TOPIC_ORDERS_DOLLARS.map((f) => f.name).sort());
  });

  it.skipIf(!HAS_SHARED)(`validates against OpenLineage 2-0-2 and its facet schemas ${HAS_SHARED ? '' : SHARED_SKIP_REASON}`, () => {
    const validator = loadOpenLineageValidator();
    const events = scenarioEvents(TALK_CAPTURED);
    expect(events.flatMap((e, i) => validator.problems(e).map((p) => `#${i} ${p}`))).toEqual([]);
  });
});
