import type { IncomingMessage, ServerResponse } from 'node:http';
import { TALK_CONNECTORS, TALK_SUBJECTS } from './connectors.ts';
import { CONNECT_STAND_IN_PATH } from './stand-in-data.ts';
import { handleStandIn, type StandInOptions } from './stand-in-server.ts';

/**
 * The talk's Kafka Connect cluster and Schema Registry beside the embedded emulator, under `/api/connect-stand-in`
 * (Connect) and `/api/connect-stand-in/registry`, so the demo's /capture view reads connector configs and schemas
 * the way connect-lineage reads a real cluster. Under `/api/` because the production server forwards only that.
 */
export function connectStandInHandler(options: StandInOptions = { connectors: TALK_CONNECTORS, subjects: TALK_SUBJECTS }) {
  const state = {
    connectors: new Map(options.connectors.map((c) => [c.name, structuredClone(c)])),
    subjects: new Map(options.subjects.map((s) => [s.subject, { ...s }])),
    requests: [] as string[],
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    req.url = (req.url ?? '/').slice(CONNECT_STAND_IN_PATH.length) || '/';
    // Keeps only the last requests: the demo server runs for days.
    if (state.requests.length > 1000) state.requests.splice(0, 500);
    handleStandIn(state, options, req, res);
  };
}
