import type { ConnectorSnapshot, MappingContext } from '../../src/domain/connect/connect-types.ts';
import { mappingContext, type SubjectAnswer } from '../../src/domain/connect/mapping-context.ts';
import type { StandInConnector, StandInSubject } from './connectors.ts';

export const STAND_IN_KAFKA = 'kafka://broker:9092';

/**
 * Where the demo serves the stand-in beside the embedded emulator (the /capture view reads it there, and uses it as
 * the cluster id of its run ids, as the talk scenario's capture does).
 */
export const CONNECT_STAND_IN_PATH = '/api/connect-stand-in';

/** The Connect version the stand-in reports (`GET /`). */
export const STAND_IN_CONNECT_VERSION = '3.9.0';

/** A stand-in connector as the Connect REST client turns `?expand=info&expand=status` into a snapshot. */
export function snapshotOf(c: StandInConnector): ConnectorSnapshot {
  return {
    name: c.name,
    type: c.type,
    config: { ...c.config, name: c.name },
    state: c.state,
    ...(c.trace ? { trace: c.trace } : {}),
    tasks: c.tasks.map((t, id) => ({ id, state: t.state, workerId: 'connect-1:8083', ...(t.trace ? { trace: t.trace } : {}) })),
    activeTopics: [...c.topics],
  };
}

export function subjectAnswers(subjects: readonly StandInSubject[]): Map<string, SubjectAnswer> {
  return new Map(subjects.map((s) => [s.subject, { kind: 'subject' as const, value: { ...s } }]));
}

/** The mapping context the CLI builds from the stand-in's answers. */
export function standInContext(connectors: readonly StandInConnector[], subjects: readonly StandInSubject[]): MappingContext {
  return mappingContext(
    STAND_IN_KAFKA,
    connectors.map(snapshotOf),
    subjects.map((s) => s.subject),
    subjectAnswers(subjects),
  );
}
