import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags for the production server, set before its ELK thread (and so its isolate) exists.
 *
 * `--no-memory-reducer`: V8's memory reducer collects an idle isolate's heap to shrink it, and on the ELK thread
 * that undid the warm-up. Between a server's start and its first visitor, or between two visitors, the ELK thread is
 * idle; in an ELK-alone probe with 25 s between layouts (as between the side-by-side harness's visits), the first
 * 200 / 500 / 1,000-node layouts then cost the process 648–781 / 816–1,026 / 1,077–2,199 ms of CPU (V8's helper
 * threads compiling ELK again) against 186–230 / 414–517 / 686–986 ms without it, at load 0.0–0.5
 * (docs/performance.md). Bytecode flushing alone (`--no-flush-bytecode`) changed nothing. The cost: an idle server
 * keeps its heaps at their last size until its next collection instead of shrinking them.
 */
export const SERVER_V8_FLAGS: readonly string[] = ['--no-memory-reducer'];

/** Sets {@link SERVER_V8_FLAGS}: call before the first worker thread starts (worker isolates read them at creation). */
export function setServerV8Flags(): void {
  for (const flag of SERVER_V8_FLAGS) setFlagsFromString(flag);
}
