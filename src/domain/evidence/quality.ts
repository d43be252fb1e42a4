import type { Check, EvidenceSource, QualityEvidence, QualityMetrics, QualityStatus } from './evidence-types.ts';
import { readAssertions, readQualityMetrics } from './read-checks.ts';

/** The checks and metrics reported on one dataset version, from one place (a reading run, a version, the dataset). */
export interface VersionQuality {
  version: string;
  checks: Check[];
  metrics: QualityMetrics | null;
  /** ms, NaN when unknown: orders versions for "the newest failure". */
  atMs: number;
}

/** Reads one facets object's quality facets; null when it carries neither assertions nor metrics. */
export function readVersionQuality(facets: unknown, source: Omit<EvidenceSource, 'facet'>, atMs: number): VersionQuality | null {
  const checks = readAssertions(facets, source);
  const metrics = readQualityMetrics(facets, source);
  if (checks.length === 0 && !metrics) return null;
  return { version: source.version ?? '', checks, metrics, atMs };
}

/** The status a set of checks gives (see {@link QualityStatus}). */
export function qualityStatus(checks: readonly Check[]): QualityStatus {
  const ran = checks.filter((c) => c.result !== 'skipped');
  if (ran.length === 0) return 'missing';
  const failed = ran.filter((c) => c.result === 'failed');
  if (failed.some((c) => c.severity?.toLowerCase() !== 'warn')) return 'failed';
  if (failed.length > 0) return 'warned';
  // A check whose result the facet did not say is not a pass.
  return ran.every((c) => c.result === 'passed') ? 'passed' : 'missing';
}

/** Column checks on `focus` first, then other column checks, then dataset-wide ones; facet order within each. */
export function orderChecks(checks: readonly Check[], focus: string | null): Check[] {
  const rank = (c: Check) => (focus !== null && c.column === focus ? 0 : c.column !== null ? 1 : 2);
  return checks
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

const newer = (a: VersionQuality, b: VersionQuality): number => (Number.isNaN(b.atMs) ? -Infinity : b.atMs) - (Number.isNaN(a.atMs) ? -Infinity : a.atMs);

/**
 * Quality evidence of one dataset at `version` (its checks only: another version's pass is not this one's), with
 * the newest failure over every version known. `reports` may hold several entries for one version (two readers
 * checked it); their checks are joined.
 */
export function qualityAt(reports: readonly VersionQuality[], version: string | null, focus: string | null = null): QualityEvidence {
  const here = version === null ? [] : reports.filter((r) => r.version === version);
  const checks = orderChecks(
    here.flatMap((r) => r.checks),
    focus,
  );
  const metrics = here.map((r) => r.metrics).find((m): m is QualityMetrics => m !== null) ?? null;
  let lastFailure: Check | null = null;
  for (const r of [...reports].sort(newer)) {
    lastFailure = r.checks.find((c) => c.result === 'failed') ?? null;
    if (lastFailure) break;
  }
  return { status: qualityStatus(checks), checks, metrics, version: here.length > 0 ? version : null, lastFailure };
}
