import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { REAL_STREAMS, scenarioEvents } from '../../mocks/scenarios/index.ts';
import { ICEBERG_AUCTION_ORDERS, ICEBERG_BIDS, TOPIC_AUCTION_ORDERS, TOPIC_BIDS } from '../../mocks/scenarios/real-streams/schemas.ts';
import type { FetchLike } from '../api/client.ts';
import type { TraceHop, TraceResult } from '../domain/trace/trace-types.ts';
import { EXIT, runTraceCli } from './trace-cli.ts';

const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('real-streams'));
const fetch: FetchLike = async (url) => {
  const u = new URL(url);
  const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
  return { ok: r.status < 300, status: r.status, text: async () => r.body };
};

async function trace(ref: { namespace: string; name: string }, field: string, extra: string[] = []): Promise<TraceResult> {
  let out = '';
  const code = await runTraceCli(['--marquez', 'http://marquez.test', `datasetField:${ref.namespace}:${ref.name}:${field}`, '--json', ...extra], {
    out: (t) => (out += t),
    err: () => undefined,
    fetch,
    env: {},
  });
  expect(code).toBe(EXIT.ok);
  return JSON.parse(out) as TraceResult;
}

const D = REAL_STREAMS.datasets;
// Which table each topic feeds: the connector writes each topic to its own table (the scenario's design).
const PAIRS = [
  { topic: D.bidsTopic, table: D.bidsTable, topicFields: TOPIC_BIDS, tableFields: ICEBERG_BIDS },
  { topic: D.auctionOrdersTopic, table: D.auctionOrdersTable, topicFields: TOPIC_AUCTION_ORDERS, tableFields: ICEBERG_AUCTION_ORDERS },
];
const tableOf = (topic: string) => PAIRS.find((p) => p.topic.name === topic)?.table.name;
const crossesTopics = (h: TraceHop) =>
  h.level === 'inferred' && !h.ambiguous && tableOf(h.from.dataset) !== undefined && tableOf(h.from.dataset) !== h.to.dataset;
const show = (h: TraceHop) => `${h.from.dataset}.${h.from.field} -> ${h.to.dataset}.${h.to.field}${h.ambiguous ? ' (ambiguous)' : ''}`;

describe('an all-to-all multi-topic connector (real-streams auction-sink)', () => {
  it('no confident inferred hop crosses topics, downstream from any topic field', async () => {
    for (const { topic, topicFields } of PAIRS) {
      for (const f of topicFields) {
        const r = await trace(topic, f.name, ['--downstream']);
        expect(r.hops.filter(crossesTopics).map(show)).toEqual([]);
      }
    }
  });

  it('no confident inferred hop crosses topics, upstream from any table field; shared names are one ambiguous group', async () => {
    for (const { table, tableFields } of PAIRS) {
      for (const f of tableFields) {
        const r = await trace(table, f.name);
        expect(r.hops.filter(crossesTopics).map(show)).toEqual([]);
      }
    }
    const supplier = await trace(D.auctionOrdersTable, 'supplier');
    expect(
      supplier.hops
        .filter((h) => h.level === 'inferred')
        .map(show)
        .sort(),
    ).toEqual(['auction.bids.supplier -> lake.orders.supplier (ambiguous)', 'auction.orders.supplier -> lake.orders.supplier (ambiguous)']);
    expect(supplier.allToAll?.map((a) => a.job.name)).toEqual([REAL_STREAMS.jobs.auctionSink.name]);
    // The one field name only the other topic offers is shown, but as a guess with its reason.
    const currency = await trace(D.bidsTable, 'currency');
    expect(currency.hops.filter((h) => h.level === 'inferred').map(show)).toEqual(['auction.orders.currency -> lake.bids.currency (ambiguous)']);
  });

  it('--no-inferred drops every guess', async () => {
    const r = await trace(D.auctionOrdersTable, 'supplier', ['--no-inferred']);
    expect(r.hops.map((h) => h.level)).toEqual(['dataset', 'dataset']);
  });
});
