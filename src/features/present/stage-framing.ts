import { createContext, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { camera, type StageFraming } from '../../state/camera-controller.ts';

/** How the canvas framed a stage command of present mode; the sink a command carries as its `onFramed`. */
export type FramingSink = (framing: StageFraming) => void;

/**
 * Mints the sink for a new stage command of the step on screen. PresentMode provides it, so a canvas another view
 * hosts (FLIP-314's pane, aimed by HostedCanvasCamera) reports to the same place as the graph and trace steps.
 */
export const StageFramingContext = createContext<(() => FramingSink) | null>(null);

const same = (a: StageFraming | null, b: StageFraming) => !!a && a.part === b.part && a.parts === b.parts && a.ids.join('\n') === b.ids.join('\n');

/**
 * The framing of the step's newest stage command, as state (to render) and as `current()` (a clicker can press
 * faster than React renders). Only the newest sink's reports count: an older command the canvas serves again after
 * a relayout no longer speaks for the step. Cleared when the step changes, when it issues a new command, and when
 * another producer (the canvas's fit buttons, a details link) moves the camera.
 */
export function useStageFraming(stepKey: string) {
  const [shown, setShown] = useState<{ key: string; framing: StageFraming | null }>({ key: stepKey, framing: null });
  const latest = useRef<{ key: string; sink: FramingSink | null; framing: StageFraming | null }>({ key: stepKey, sink: null, framing: null });
  // A layout effect runs before every passive one, so the step's commands (aimed in effects) mint for the new step.
  useLayoutEffect(() => {
    if (latest.current.key !== stepKey) latest.current = { key: stepKey, sink: null, framing: null };
  }, [stepKey]);
  const drop = useCallback((sink: FramingSink | null) => {
    const { key } = latest.current;
    latest.current = { key, sink, framing: null };
    setShown({ key, framing: null });
  }, []);
  const newSink = useCallback((): FramingSink => {
    const { key } = latest.current;
    const sink: FramingSink = (framing) => {
      if (latest.current.sink !== sink || same(latest.current.framing, framing)) return;
      latest.current.framing = framing;
      setShown({ key, framing });
    };
    drop(sink);
    return sink;
  }, [drop]);
  useEffect(
    () =>
      camera.subscribe(() => {
        const command = camera.pending();
        if (command && latest.current.sink && command.options.onFramed !== latest.current.sink) drop(null);
      }),
    [drop],
  );
  const current = useCallback(() => latest.current.framing, []);
  return { framing: shown.key === stepKey ? shown.framing : null, current, newSink };
}
