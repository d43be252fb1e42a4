import { byEventTime } from '../kit/events.ts';
import { ordersArchiveEvents, ordersCdcEvents } from './connect-jobs.ts';
import { fraudDetectorEvents, ordersEnrichmentEvents } from './flink-jobs.ts';
import { sparkEvents } from './spark-jobs.ts';

export { TALK } from './names.ts';

/** The talk scenario's OpenLineage events, oldest first (deterministic: same output on every call). */
export function talkEvents(): Record<string, unknown>[] {
  return byEventTime([...ordersCdcEvents(), ...ordersArchiveEvents(), ...fraudDetectorEvents(), ...ordersEnrichmentEvents(), ...sparkEvents()]);
}
