import { useEffect, useMemo, useState } from 'react';

/**
 * A canvas stage's value, `compute(input)` memoised on `input`'s identity — except the first value of a large
 * drawing, which is computed in a task of its own after the render that asked for it (`undefined` until then).
 *
 * At 10,000 nodes the domain graph, the column edges and the cap take 0.2–0.6 s each on a busy page; computed in one
 * render they were one task of 1.4–1.8 s between the answer and the layout request (issue 31). Each in its own task,
 * the page paints and answers input in between. Only the first value is deferred: later inputs (details arriving, a
 * "show more" click) are computed in the render as before, so a drawing never goes back to "loading" and a stage is
 * never combined with another's stale value. `compute` must be a module-level function (it is not a dependency).
 */
export function useStageInOwnTask<I, T>(input: I | null, compute: (input: I) => T, large: boolean): T | null | undefined {
  const [first, setFirst] = useState<{ input: I; value: T } | null>(null);
  // Nothing to compute (the next investigation's answer is loading): its first drawing is deferred again.
  if (input === null && first !== null) setFirst(null);
  const waiting = large && input !== null && first === null;
  const value = useMemo(() => {
    if (input === null) return null;
    if (first?.input === input) return first.value;
    return waiting ? undefined : compute(input);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `compute` is module-level
  }, [input, first, waiting]);
  useEffect(() => {
    if (!waiting || input === null) return;
    const timer = setTimeout(() => setFirst({ input, value: compute(input) }), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `compute` is module-level
  }, [waiting, input]);
  return value;
}
