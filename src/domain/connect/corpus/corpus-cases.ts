import type { CorpusCase } from './corpus-types.ts';
import { CP_DEMO_CASES } from './cp-demo-cases.ts';
import { DEBEZIUM_SCHEMALESS_CASES } from './debezium-schemaless-cases.ts';
import { DEBEZIUM_SINK_CASES } from './debezium-sink-cases.ts';
import { DEBEZIUM_SOURCE_CASES } from './debezium-source-cases.ts';
import { DEMO_SCENE_PIPELINE_CASES } from './demo-scene-pipeline-cases.ts';
import { SMT_TUTORIAL_CASES } from './smt-tutorial-cases.ts';
import { SMT_TUTORIAL_LATER_CASES } from './smt-tutorial-later-cases.ts';

/** Every public connector config of the corpus (PROVENANCE.md lists where each comes from). */
export const CORPUS: readonly CorpusCase[] = [
  ...DEBEZIUM_SOURCE_CASES,
  ...DEBEZIUM_SCHEMALESS_CASES,
  ...DEBEZIUM_SINK_CASES,
  ...SMT_TUTORIAL_CASES,
  ...SMT_TUTORIAL_LATER_CASES,
  ...DEMO_SCENE_PIPELINE_CASES,
  ...CP_DEMO_CASES,
];
