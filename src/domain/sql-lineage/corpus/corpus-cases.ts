import type { CorpusCase } from './corpus-case.ts';
import { JOIN_WINDOW_CASES } from './join-window-cases.ts';
import { STATEMENT_CASES } from './statement-cases.ts';

export type { CorpusCase } from './corpus-case.ts';

/**
 * The derivation corpus (test-only), in the order of its SQL files' shapes: corpus-case.ts describes the form and says
 * where the SQL comes from (PROVENANCE.md).
 */
export const CORPUS: readonly CorpusCase[] = [...JOIN_WINDOW_CASES, ...STATEMENT_CASES];
