import { CONNECT_LINEAGE_PRODUCER, lifecycleEvents, type RunMemory } from '../../../src/domain/connect/connect-events.ts';
import { mapConnector } from '../../../src/domain/connect/map-connector.ts';
import { ORDERS_CDC, TALK_CONNECTORS, TALK_SUBJECTS, type StandInConnector, type StandInSubject } from '../../connect/connectors.ts';
import { TOPIC_CENTS_SUBJECT } from '../../connect/schemas.ts';
import { CONNECT_STAND_IN_PATH, snapshotOf, STAND_IN_CONNECT_VERSION, standInContext } from '../../connect/stand-in-data.ts';
import { at } from '../kit/time.ts';
import { TALK } from './names.ts';

type Event = Record<string, unknown>;

/**
 * What the talk's capture is told: the job namespace, and the cluster id in its run ids. The demo's /capture view
 * reads the same stand-in cluster (mocks/connect) under the same path, so the events it sends on stage land in the
 * runs below instead of starting new ones.
 */
export const TALK_CAPTURE = { jobNamespace: TALK.namespaces.kafkaConnect, cluster: CONNECT_STAND_IN_PATH, connectVersion: STAND_IN_CONNECT_VERSION } as const;

/**
 * The registry's latest `shop.public.orders-value` over the week: the dollar schema; from the migration, version 2
 * with `amount` in cents; from the rollback, the dollar schema again (the migration reverted and version 2 deleted),
 * which is what the stand-in registry still serves.
 */
function subjectsAt(time: string): readonly StandInSubject[] {
  return time >= TALK.schemaChangeAt && time < TALK.rollbackAt ? [TOPIC_CENTS_SUBJECT] : TALK_SUBJECTS;
}

/**
 * The connectors as Connect listed them: until the rollback, orders-cdc ran without the signal table the rollback
 * added to re-snapshot the bad day's orders; that config change is what starts its second run.
 */
function connectorsAt(time: string): StandInConnector[] {
  if (time >= TALK.rollbackAt) return [...TALK_CONNECTORS];
  const { 'signal.data.collection': _added, ...before } = ORDERS_CDC.config;
  return TALK_CONNECTORS.map((c) => (c === ORDERS_CDC ? { ...c, config: before } : c));
}

/**
 * When connect-lineage polled the cluster in the scenario: at deploy time, once a day, and on the polls that first
 * saw the registry's new schema and the redeployed connector. It polls more often; the polls left out would only
 * repeat RUNNING with the same datasets.
 */
function pollTimes(): string[] {
  const daily = TALK.days.map((day) => at(day, '06:00:00'));
  return [at(TALK.days[0], '00:00:05'), ...daily, TALK.schemaChangeAt, TALK.rollbackAt].sort();
}

/**
 * The talk's Kafka Connect lineage: what `connect-lineage --watch` emitted over the week from the talk's connector
 * configs and the registry's schemas (mocks/connect), through the same mapping and lifecycle as the CLI and the
 * /capture view. START on the first poll, RUNNING with full datasets and column lineage on every later one, so the
 * topic and the archive get a new version when the registry's schema changes; at the rollback orders-cdc's config
 * changed, so its first run COMPLETEs and a second one starts (a new topic version, back in dollars).
 */
export function talkConnectEvents(): Event[] {
  let memory: ReadonlyMap<string, RunMemory> = new Map();
  const out: Event[] = [];
  for (const eventTime of pollTimes()) {
    const connectors = connectorsAt(eventTime);
    const context = standInContext(connectors, subjectsAt(eventTime));
    const observed = connectors.map(snapshotOf).map((snapshot) => ({ snapshot, lineage: mapConnector(snapshot, context) }));
    const poll = lifecycleEvents(memory, observed, { ...TALK_CAPTURE, producer: CONNECT_LINEAGE_PRODUCER, eventTime });
    out.push(...poll.events);
    memory = poll.memory;
  }
  return out;
}
