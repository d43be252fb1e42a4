/**
 * One public connector configuration, as its example runs it, and the lineage an engineer expects from it — written
 * from the config and the connector's documented behaviour, never from what the mapping answers.
 */

/** A registry subject the example's data registers (TopicNameStrategy, `<topic>-value`). */
export interface CorpusSubject {
  subject: string;
  schemaType?: 'AVRO' | 'JSON' | 'PROTOBUF';
  schema: string;
}

/**
 * Expected column lineage of one output: output field path → its input fields, each `namespace name field`, followed
 * by ` (transformed)` when an SMT changed the value on the way, ` (masked)` when one masked it.
 */
export type ExpectedColumns = Record<string, string[]>;

export type Expectation =
  /**
   * The datasets are known exactly. Each output maps to its expected column lineage, or to `null` when the config
   * and the registry cannot give its fields (the mapping must then stay dataset-level and say why).
   */
  | { kind: 'exact'; inputs: string[]; outputs: Record<string, ExpectedColumns | null> }
  /**
   * The datasets cannot all be known from outside: the mapping must say why (a problem line matching `reason`),
   * name no dataset beyond `mayName`, and give no column lineage.
   */
  | { kind: 'unsupported'; reason: RegExp; mayName: string[] };

export interface CorpusCase {
  /** Short stable id, used in KNOWN_WRONG. */
  id: string;
  /** `owner/repo path` of the config; PROVENANCE.md has the commit, licence and what was changed. */
  source: string;
  /** `kafka://host:port` of the example's Kafka cluster (its first bootstrap server). */
  kafka: string;
  connector: {
    name: string;
    type: 'source' | 'sink';
    config: Record<string, string>;
    /** Topics the connector used, as `GET /connectors/{name}/topics` reports them once the example ran. */
    topics: string[];
  };
  /** The registry's subjects (empty when the example's converters register none). */
  subjects: CorpusSubject[];
  expect: Expectation;
}
