import type { QualityStatus, VolumeStatus } from '../../domain/evidence/evidence-types.ts';
import type { HopLevel } from '../../domain/trace/trace-types.ts';

/** Levels as the list says them (the trace panel's words, shorter: a row has one line for them). */
export const LEVEL_LABEL: Readonly<Record<HopLevel, string>> = {
  column: 'column',
  derived: 'derived from SQL',
  stitched: 'stitched',
  dataset: 'dataset-level',
  inferred: 'inferred',
};

/** Quality in words and a glyph, never colour alone; `missing` says no check reported, not that all is well. */
export const QUALITY_WORDS: Readonly<Record<QualityStatus, { glyph: string; label: string }>> = {
  failed: { glyph: '✕', label: 'check failed' },
  warned: { glyph: '!', label: 'check warned' },
  passed: { glyph: '✓', label: 'checks passed' },
  missing: { glyph: '–', label: 'no checks reported' },
};

export const VOLUME_WORDS: Readonly<Record<VolumeStatus, string>> = {
  changed: 'volume changed suddenly',
  steady: 'volume steady',
  'no-history': 'volume: too few runs to judge',
  missing: 'volume: no statistics',
};

/** What an `indirect` row means, on hover. */
export const INDIRECT_TITLE =
  'Reached only through an INDIRECT use (a filter, a join key, a group by): the value does not flow here, but which rows and how many do.';
