import type { RunState } from '../../domain/marquez-shapes.ts';

const LABEL: Readonly<Record<RunState, string>> = {
  NEW: 'New',
  RUNNING: 'Running',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  ABORTED: 'Aborted',
};

const GLYPH: Readonly<Record<RunState, string>> = { NEW: '○', RUNNING: '◐', COMPLETED: '●', FAILED: '✕', ABORTED: '◌' };

/** Run state as glyph + word in the state's colour: never colour alone. */
export function RunStateBadge({ state }: { state: RunState }) {
  return (
    <span className={`tb-run-state tb-run-state--${state.toLowerCase()}`}>
      <span aria-hidden="true">{GLYPH[state]}</span> {LABEL[state]}
    </span>
  );
}
