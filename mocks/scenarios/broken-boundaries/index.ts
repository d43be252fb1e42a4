import { byEventTime } from '../kit/events.ts';
import { batchEvents } from './batch.ts';
import { streamingEvents } from './streaming.ts';

export { BROKEN } from './names.ts';

/** The broken-boundaries scenario's OpenLineage events, oldest first. */
export function brokenBoundariesEvents(): Record<string, unknown>[] {
  return byEventTime([...streamingEvents(), ...batchEvents()]);
}
