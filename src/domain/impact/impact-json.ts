import type { ImpactRow } from './impact-types.ts';

/** What the JSON document says about the impact besides its rows. */
export interface ImpactJsonMeta {
  start: { namespace: string; dataset: string; field: string | null };
  /** ISO time the list was made; absent keeps the output byte-for-byte reproducible. */
  generatedAt?: string;
  filter?: Record<string, unknown>;
  sort?: string;
}

/**
 * The impact as one JSON document, `{"meta":…,"rows":[…]}`, one chunk per row: the same streaming contract as the
 * CSV. Each row is serialised alone, so memory holds one row's text at a time.
 */
export function* impactJson(rows: Iterable<ImpactRow>, meta: ImpactJsonMeta): Generator<string, void, undefined> {
  yield `{"meta":${JSON.stringify(meta)},"rows":[`;
  let first = true;
  for (const r of rows) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(r)}`;
    first = false;
  }
  yield '\n]}\n';
}
