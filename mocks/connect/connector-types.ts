/**
 * The stand-in Kafka Connect cluster's shapes: a connector as `GET /connectors?expand=info&expand=status` shows it, and
 * a Schema Registry subject.
 */

export type StandInState = 'RUNNING' | 'PAUSED' | 'STOPPED' | 'FAILED' | 'UNASSIGNED';

export interface StandInConnector {
  name: string;
  type: 'source' | 'sink';
  config: Record<string, string>;
  state: StandInState;
  trace?: string;
  tasks: { state: StandInState; trace?: string }[];
  /** Topics Connect reports the connector used (`GET /connectors/{name}/topics`). */
  topics: string[];
}

export interface StandInSubject {
  subject: string;
  schemaType?: 'AVRO' | 'JSON' | 'PROTOBUF';
  schema: string;
  version: number;
  id: number;
}

export const running = (n = 1): StandInConnector['tasks'] => Array.from({ length: n }, () => ({ state: 'RUNNING' as const }));
