import type { Facets } from '../../domain/marquez-shapes.ts';
import { isRecord, readArray, readRecord, readString } from '../../domain/facets/read-facet.ts';

/** One identity of a dataset from the `symlinks` facet (TABLE = catalog alias, LOCATION = storage path). */
export interface DatasetAlias {
  namespace: string;
  name: string;
  type: string;
}

/** `symlinks.identifiers[]`, dropping malformed entries and duplicates. */
export function readAliases(facets: Facets | null | undefined): DatasetAlias[] {
  const seen = new Set<string>();
  const out: DatasetAlias[] = [];
  for (const id of readArray(readRecord(facets, 'symlinks'), 'identifiers')) {
    const namespace = readString(id, 'namespace');
    const name = readString(id, 'name');
    if (!namespace || !name) continue;
    const key = `${namespace}\u0000${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ namespace, name, type: readString(id, 'type') ?? 'alias' });
  }
  return out;
}

/** A data-quality assertion from the `dataQualityAssertions` facet. */
export interface QualityAssertion {
  assertion: string;
  success: boolean;
  column: string | null;
  severity: string | null;
  description: string | null;
  expected: string | null;
  actual: string | null;
}

function readScalar(obj: unknown, key: string): string | null {
  if (!isRecord(obj)) return null;
  const v = obj[key];
  if (typeof v === 'string') return v || null;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return null;
}

/** Assertions with failed ones first, so the "bad value" anchor is the first thing the panel shows. */
export function readAssertions(facets: Facets | null | undefined): QualityAssertion[] {
  const out: QualityAssertion[] = [];
  for (const a of readArray(readRecord(facets, 'dataQualityAssertions'), 'assertions')) {
    if (!isRecord(a)) continue;
    const assertion = readString(a, 'assertion') ?? readString(a, 'name');
    if (!assertion) continue;
    out.push({
      assertion,
      success: a.success === true,
      column: readString(a, 'column'),
      severity: readString(a, 'severity'),
      description: readString(a, 'description'),
      expected: readScalar(a, 'expected'),
      actual: readScalar(a, 'actual'),
    });
  }
  return out.sort((x, y) => Number(x.success) - Number(y.success));
}

/** The job's SQL (`sql` facet) with its dialect, if any. */
export function readSql(facets: Facets | null | undefined): { query: string; dialect: string | null } | null {
  const sql = readRecord(facets, 'sql');
  const query = readString(sql, 'query');
  return query ? { query, dialect: readString(sql, 'dialect') } : null;
}

/** `sourceCodeLocation`: the URL (shown as a link only if http(s), decided at render) and the git details. */
export interface SourceLocation {
  url: string | null;
  repoUrl: string | null;
  path: string | null;
  version: string | null;
  branch: string | null;
  tag: string | null;
  type: string | null;
}

export function readSourceLocation(facets: Facets | null | undefined): SourceLocation | null {
  const f = readRecord(facets, 'sourceCodeLocation');
  if (!f) return null;
  const loc: SourceLocation = {
    url: readString(f, 'url'),
    repoUrl: readString(f, 'repoUrl'),
    path: readString(f, 'path'),
    version: readString(f, 'version'),
    branch: readString(f, 'branch'),
    tag: readString(f, 'tag'),
    type: readString(f, 'type'),
  };
  return Object.values(loc).some((v) => v !== null) ? loc : null;
}

/** `sourceCode` job facet (language + code). */
export function readSourceCode(facets: Facets | null | undefined): { language: string | null; code: string } | null {
  const f = readRecord(facets, 'sourceCode');
  const code = readString(f, 'sourceCode');
  return code ? { language: readString(f, 'language'), code } : null;
}

/** `documentation.description`, else the entity's own description. */
export function readDocumentation(facets: Facets | null | undefined, fallback?: string | null): string | null {
  return readString(readRecord(facets, 'documentation'), 'description') ?? (fallback || null);
}

/** Names of the facets present, sorted, for the facet viewer's summary line. */
export function facetNames(facets: Facets | null | undefined): string[] {
  return isRecord(facets) ? Object.keys(facets).sort((a, b) => a.localeCompare(b)) : [];
}
