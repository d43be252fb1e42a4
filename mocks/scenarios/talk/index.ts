import { byEventTime } from '../kit/events.ts';
import { ordersArchiveEvents, ordersCdcEvents } from './connect-jobs.ts';
import { fraudDetectorEvents, ordersEnrichmentEvents } from './flink-jobs.ts';
import { sparkEvents } from './spark-jobs.ts';

export { TALK } from './names.ts';

/**
 * The talk scenario's OpenLineage events, oldest first (deterministic: same output on every call). `captured`: its
 * Kafka Connect jobs also carry the column lineage connect-lineage captures from their configs and schemas.
 */
export function talkEvents(options: { captured?: boolean } = {}): Record<string, unknown>[] {
  const captured = options.captured ?? false;
  return byEventTime([...ordersCdcEvents(captured), ...ordersArchiveEvents(captured), ...fraudDetectorEvents(), ...ordersEnrichmentEvents(), ...sparkEvents()]);
}
