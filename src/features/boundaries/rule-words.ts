import type { StitchRule } from '../../domain/stitching/stitch-candidate.ts';

/** Each stitching rule in the words of the person reviewing it (issue 6 (a)–(d)). */
export const RULE_WORDS: Readonly<Record<StitchRule, string>> = {
  symlink: 'One dataset declares the other as its symlink, but Marquez keeps them apart',
  'kafka-bootstrap': 'Same Kafka topic, named through different bootstrap servers',
  'iceberg-location': 'Same Iceberg table, named by location in one engine and by catalog name in another',
  'storage-path': 'Same storage path, written with a different slash or scheme alias',
  'facet-input': 'Only a columnLineage facet names this input; no event reports it, and it looks like a reported dataset',
};

/** Short rule labels for badges. */
export const RULE_LABELS: Readonly<Record<StitchRule, string>> = {
  symlink: 'symlink',
  'kafka-bootstrap': 'Kafka bootstrap servers',
  'iceberg-location': 'Iceberg location vs catalog name',
  'storage-path': 'storage path spelling',
  'facet-input': 'facet-only input',
};
