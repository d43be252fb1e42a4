import { byEventTime } from '../kit/events.ts';
import { sparkEvents } from './spark-jobs.ts';
import { streamingEvents } from './streaming-jobs.ts';

export { REAL_STREAMS } from './names.ts';

/** The real-streams scenario's OpenLineage events, oldest first (deterministic: same output on every call). */
export function realStreamsEvents(): Record<string, unknown>[] {
  return byEventTime([...streamingEvents(), ...sparkEvents()]);
}
