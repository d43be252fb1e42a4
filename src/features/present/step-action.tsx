import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { defaultMarquezClient } from '../../api/client.ts';
import { postLineageEvents } from '../../api/post-lineage-events.ts';
import type { StoryAction } from './story-schema.ts';

// The production server's /healthz names its backend (src/server/main.ts): an emulator, or `proxy to <Marquez URL>`.
const EMULATOR = /\bemulator\b/;

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; count: number } | { kind: 'failed'; message: string };

/**
 * Posts a step's events to the embedded emulator, stamped with the current time, so the day's event happens on
 * stage; open views redraw from the live stream. Refuses anything but the embedded emulator: a story file must never
 * write into a real Marquez.
 */
async function post(action: StoryAction): Promise<number> {
  const health = await fetch('/healthz')
    .then((r) => (r.ok ? (r.json() as Promise<{ backend?: unknown }>) : null))
    .catch(() => null);
  if (typeof health?.backend !== 'string' || !EMULATOR.test(health.backend)) throw new Error('only on the embedded demo');
  const eventTime = new Date().toISOString();
  const events = action.events.map((event) => ({ ...event, eventTime }));
  const [failure] = (await postLineageEvents(defaultMarquezClient, events, { stopOnFailure: true })).failures;
  if (failure) throw failure.status !== undefined ? new Error(`the emulator answered HTTP ${failure.status}`) : failure.error;
  return action.events.length;
}

export function StepAction({ action }: { action: StoryAction }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const onClick = () => {
    setState({ kind: 'sending' });
    post(action)
      .then((count) => {
        setState({ kind: 'sent', count });
        // The live stream redraws too; this covers a server without it.
        void queryClient.invalidateQueries();
      })
      .catch((e: unknown) => setState({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }));
  };
  const note = state.kind === 'sent' ? `sent ${state.count}` : state.kind === 'failed' ? state.message : null;
  return (
    <>
      <button type="button" onClick={onClick} disabled={state.kind === 'sending'} data-testid="step-action" className="present__action">
        {action.label}
      </button>
      {note ? (
        <span className="present__action-note" role="status" data-testid="step-action-note">
          {note}
        </span>
      ) : null}
    </>
  );
}
