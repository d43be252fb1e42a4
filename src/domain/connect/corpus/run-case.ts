import { CONNECT_LINEAGE_PRODUCER, connectorEvent, type OpenLineageEvent } from '../connect-events.ts';
import type { ConnectorLineage, ConnectorSnapshot } from '../connect-types.ts';
import { mapConnector, topicsToLookUp } from '../map-connector.ts';
import { mappingContext, valueSubject, type SubjectAnswer } from '../mapping-context.ts';
import type { CorpusCase } from './corpus-types.ts';

/**
 * Runs one corpus case the way `connect-lineage` runs a poll (src/api/connect-capture.ts): the context from the
 * connector's active topics and the registry's subject list, then exactly the subjects the mapping asks for, then
 * the mapping, then the run event it would send.
 */

const REGISTRY_ID_BASE = 100;

function snapshotOf(c: CorpusCase, config: Record<string, string>): ConnectorSnapshot {
  return {
    name: c.connector.name,
    type: c.connector.type,
    config: { ...config, name: c.connector.name },
    state: 'RUNNING',
    tasks: [{ id: 0, state: 'RUNNING', workerId: 'connect:8083' }],
    activeTopics: [...c.connector.topics],
  };
}

export function runCase(c: CorpusCase, config: Record<string, string> = c.connector.config): { lineage: ConnectorLineage; events: OpenLineageEvent[] } {
  const snapshot = snapshotOf(c, config);
  const subjects = c.subjects.map((s) => s.subject);
  const base = mappingContext(c.kafka, [snapshot], subjects, undefined);
  const answers = new Map<string, SubjectAnswer>();
  for (const subject of topicsToLookUp(snapshot, base).map(valueSubject)) {
    const i = c.subjects.findIndex((s) => s.subject === subject);
    const s = c.subjects[i];
    answers.set(
      subject,
      s
        ? { kind: 'subject', value: { subject, version: 1, id: REGISTRY_ID_BASE + i, schema: s.schema, ...(s.schemaType ? { schemaType: s.schemaType } : {}) } }
        : { kind: 'missing' },
    );
  }
  const lineage = mapConnector(snapshot, mappingContext(c.kafka, [snapshot], subjects, answers));
  const options = { jobNamespace: 'kafka-connect', cluster: 'corpus', producer: CONNECT_LINEAGE_PRODUCER, eventTime: '2026-12-01T00:00:00.000Z' };
  return { lineage, events: [connectorEvent('START', snapshot, lineage, options), connectorEvent('RUNNING', snapshot, lineage, options)] };
}

// Keys whose whole value is a credential, and credentials embedded in other values (JDBC URLs, JAAS lines).
const CREDENTIAL_KEY = /(password|secret|user\.info|api\.key)/i;
const EMBEDDED = [/(password=)([^&;\s]+)/gi, /(password=")([^"]+)/gi];

/**
 * The config with every credential replaced by a unique marker, and the markers. The examples' dummy passwords
 * often equal a host or database name (`postgres`), so only a marker shows whether a credential leaked.
 */
export function markCredentials(config: Readonly<Record<string, string>>): { config: Record<string, string>; markers: string[] } {
  const markers: string[] = [];
  const mark = () => {
    const m = `SECRET-${markers.length + 1}-7f3a`;
    markers.push(m);
    return m;
  };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(config)) {
    if (CREDENTIAL_KEY.test(key) && !key.endsWith('.source') && !key.endsWith('.location')) out[key] = key.endsWith('user.info') ? `user:${mark()}` : mark();
    else out[key] = EMBEDDED.reduce((v, re) => v.replace(re, (_m, prefix: string) => `${prefix}${mark()}`), value);
  }
  return { config: out, markers };
}
