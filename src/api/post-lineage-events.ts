import type { MarquezClient } from './client.ts';
import { isMarquezApiError } from './marquez-api-error.ts';

/** One event Marquez did not take: its HTTP answer, or what kept it from answering. */
export interface LineagePostFailure {
  /** The event's place in the list given. */
  index: number;
  status?: number;
  /** The refusal's body, as Marquez sent it. */
  text?: string;
  /** No answer came: fetch's own error for a network failure (its words reach the user unchanged), else the client's. */
  error?: unknown;
}

export interface LineagePostResult {
  sent: number;
  failures: LineagePostFailure[];
}

/**
 * POSTs OpenLineage events to `/lineage`, one at a time and in order: a run's START must land before its COMPLETE,
 * and Marquez (and the emulator, once the event is on disk) answers each before the next is sent. Each caller only
 * words the result; `stopOnFailure` ends at the first event not taken (a UI action), else every event is tried (the
 * CLIs report each).
 */
export async function postLineageEvents(
  client: MarquezClient,
  events: readonly unknown[],
  options: { stopOnFailure?: boolean; signal?: AbortSignal } = {},
): Promise<LineagePostResult> {
  const failures: LineagePostFailure[] = [];
  let sent = 0;
  for (const [index, event] of events.entries()) {
    try {
      const answer = await client.post({ endpoint: 'POST /lineage', path: '/lineage', body: event }, options.signal ? { signal: options.signal } : {});
      if (answer.ok) sent++;
      else failures.push({ index, status: answer.status, text: answer.text });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      failures.push({ index, error: isMarquezApiError(error) && error.kind === 'network' && error.cause !== undefined ? error.cause : error });
    }
    if (options.stopOnFailure && failures.length > 0) break;
  }
  return { sent, failures };
}
