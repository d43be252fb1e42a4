import { byEventTime } from '../kit/events.ts';
import { talkConnectEvents } from './connect-jobs.ts';
import { fraudDetectorEvents, ordersEnrichmentEvents } from './flink-jobs.ts';
import { sparkEvents } from './spark-jobs.ts';

export { TALK } from './names.ts';

/**
 * The talk scenario's OpenLineage events, oldest first (deterministic: same output on every call). Its Kafka Connect
 * part is what connect-lineage captured from the connector configs and schemas in mocks/connect.
 */
export function talkEvents(): Record<string, unknown>[] {
  return byEventTime([...talkConnectEvents(), ...fraudDetectorEvents(), ...ordersEnrichmentEvents(), ...sparkEvents()]);
}
