import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { defaultMarquezClient } from '../../api/client.ts';
import { postLineageEvents } from '../../api/post-lineage-events.ts';
import { toSend } from '../../api/connect-capture.ts';
import { CONNECT_LINEAGE_PRODUCER, lifecycleEvents } from '../../domain/connect/connect-events.ts';
import type { NativeDecision } from '../../domain/connect/debezium-native.ts';
import { jobNodeId } from '../../domain/node-id.ts';
import { lineageHref } from '../../lib/investigation-params.ts';
import { captureQueryOptions, STAND_IN_CONNECT } from './capture-query.ts';
import { ConnectorCard } from './connector-card.tsx';
import './capture.css';

const JOB_NAMESPACE = 'kafka-connect';

const nativeNote = (d: NativeDecision | undefined) => (d && d.kind !== 'none' ? d.note : undefined);
const KAFKA = 'kafka://broker:9092';

/**
 * `/capture` (issue 17): lineage captured from Kafka Connect without touching a record — each connector's config
 * beside the datasets, column mappings and SMT steps it yields. In the demo the talk's cluster stands beside the
 * embedded emulator, whose talk lineage for these connectors is what this capture produced over the talk's week;
 * sending is one more poll (the talk's first step on stage), and its stable run ids land it in the same runs.
 */
export function CaptureView() {
  const capture = useQuery(captureQueryOptions(KAFKA));
  const queryClient = useQueryClient();
  const [sentAt, setSentAt] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      const data = capture.data;
      if (!data) return { sent: 0, total: 0 };
      const eventTime = new Date().toISOString();
      const { events } = lifecycleEvents(new Map(), toSend(data), {
        jobNamespace: JOB_NAMESPACE,
        cluster: STAND_IN_CONNECT,
        producer: CONNECT_LINEAGE_PRODUCER,
        eventTime,
        ...(data.version ? { connectVersion: data.version } : {}),
      });
      const { sent, failures } = await postLineageEvents(defaultMarquezClient, events, { stopOnFailure: true });
      const [failure] = failures;
      if (failure) {
        const e = events[failure.index];
        if (failure.status === undefined || !e) throw failure.error;
        throw new Error(`the emulator answered HTTP ${failure.status} for ${String(e.eventType)} ${(e.job as { name: string }).name}`);
      }
      setSentAt(eventTime);
      return { sent, total: events.length };
    },
    // Every view reads Marquez through the query cache: the new runs must show everywhere.
    onSuccess: () => queryClient.invalidateQueries(),
  });

  if (capture.isPending) return <StatusMessage kind="loading" title="Reading the connectors and their schemas…" />;
  if (capture.isError) {
    return (
      <StatusMessage
        kind="empty"
        title="No Kafka Connect cluster to read here"
        detail={
          <p>
            The demo serves the talk&apos;s connectors beside its embedded emulator; this server does not ({capture.error.message}). Against a real cluster, run{' '}
            <code>npm run connect-lineage -- --connect &lt;url&gt; --schema-registry &lt;url&gt; --marquez &lt;url&gt;</code>.
          </p>
        }
      />
    );
  }
  const { warnings } = capture.data;
  // Sources before sinks, as the data flows: the first card (and the graph link) is where the lineage starts.
  const observations = [...capture.data.observations].sort((a, b) => Number(a.lineage.direction === 'sink') - Number(b.lineage.direction === 'sink'));
  const columnLevel = observations.filter((o) => o.lineage.columnLevel).length;
  const first = observations[0];
  return (
    <div className="tb-capture" data-testid="capture-view">
      <header>
        <h1 className="tb-capture__title">Capture: Kafka Connect lineage from configs and schemas</h1>
        <p className="tb-muted">
          Read from the Kafka Connect REST API and the Schema Registry only — no record is touched. {observations.length} connectors, {columnLevel} at column
          level.
        </p>
        {warnings.map((w) => (
          <p key={w} className="tb-capture__reason">
            {w}
          </p>
        ))}
        <div className="tb-capture__send">
          <button type="button" className="tb-button" onClick={() => send.mutate()} disabled={send.isPending} data-testid="capture-send">
            {send.isPending ? 'Sending…' : `Send the events to the emulator`}
          </button>
          {send.isError ? <span role="alert">Not sent: {send.error.message}</span> : null}
          {send.isSuccess && sentAt ? (
            <span role="status" data-testid="capture-sent">
              Sent {send.data.sent} of {send.data.total} events at {sentAt}.{' '}
              {first ? (
                <Link to={lineageHref({ node: jobNodeId({ namespace: JOB_NAMESPACE, name: first.snapshot.name }) })}>
                  Open {first.snapshot.name} in the graph
                </Link>
              ) : null}
            </span>
          ) : null}
        </div>
      </header>
      {observations.map((o) => (
        <ConnectorCard key={o.snapshot.name} snapshot={o.snapshot} lineage={o.lineage} note={nativeNote(capture.data.native.get(o.snapshot.name))} />
      ))}
    </div>
  );
}
