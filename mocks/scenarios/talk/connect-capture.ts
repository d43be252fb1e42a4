import { TALK_CONNECTORS, TALK_SUBJECTS, type StandInSubject } from '../../connect/connectors.ts';
import { snapshotOf, standInContext } from '../../connect/stand-in-data.ts';
import { CONNECT_LINEAGE_PRODUCER, connectorEvent } from '../../../src/domain/connect/connect-events.ts';
import { mapConnector } from '../../../src/domain/connect/map-connector.ts';
import { TOPIC_CENTS_SUBJECT } from '../../connect/schemas.ts';

/**
 * The talk's Kafka Connect column lineage, produced by connect-lineage's own mapping (src/domain/connect) from the
 * connector configs and registry schemas in mocks/connect: what `npm run connect-lineage` captures from the
 * talk's cluster, before and after the `amount` migration registered a new schema version.
 */
const subjects = (cents: boolean): StandInSubject[] => (cents ? [TOPIC_CENTS_SUBJECT] : [...TALK_SUBJECTS]);

export function capturedLineage(connector: 'orders-cdc' | 'orders-archive', cents: boolean) {
  const c = TALK_CONNECTORS.find((x) => x.name === connector);
  if (!c) throw new Error(`no stand-in connector ${connector}`);
  const snapshot = snapshotOf(c);
  return { snapshot, lineage: mapConnector(snapshot, standInContext(TALK_CONNECTORS, subjects(cents))) };
}

export function capturedColumnLineage(connector: 'orders-cdc' | 'orders-archive', cents: boolean): Record<string, unknown> {
  const { snapshot, lineage } = capturedLineage(connector, cents);
  const event = connectorEvent('RUNNING', snapshot, lineage, {
    jobNamespace: 'kafka-connect',
    cluster: 'talk',
    producer: CONNECT_LINEAGE_PRODUCER,
    eventTime: '2026-11-20T00:00:00.000Z',
  });
  const facet = (event.outputs as { facets: Record<string, Record<string, unknown>> }[])[0]?.facets.columnLineage;
  if (!facet) throw new Error(`${connector}: the mapping yields no column lineage`);
  return facet;
}
