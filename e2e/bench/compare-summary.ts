/** What the side-by-side harness writes per visit (the fields this summary reads). */
interface Visit {
  variant: string;
  drawnMs?: number | null;
  paintedMs?: number | null;
  loadavg1Before?: number;
  loadavg1After?: number;
  maxLongTaskMs?: number | null;
  error?: string;
}

/** The harness's result file, as far as this summary reads it. */
export interface HarnessResult {
  env?: { loadavgStart?: number[]; loadavgEnd?: number[]; chromium?: string };
  sizes: Record<string, { runs: Record<string, Visit[]> }>;
}

/** The ratio the issue asks for: Marquez web's time over Tributary's, at least this at every size. */
export const TARGET_RATIO = 5;

type Metric = 'paintedMs' | 'drawnMs';

const median = (xs: readonly number[]): number | null => {
  const v = [...xs].sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] ?? null) : ((v[mid - 1] ?? 0) + (v[mid] ?? 0)) / 2;
};
const round = (x: number | null, digits = 1): number | null => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const ratio = (a: number | null, b: number | null): number | null => (a !== null && b !== null && b > 0 ? round(a / b, 2) : null);
const times = (visits: readonly Visit[], metric: Metric): number[] =>
  visits.flatMap((v) => (typeof v[metric] === 'number' && Number.isFinite(v[metric]) ? [v[metric]] : []));

export interface SizeSummary {
  marquezMedianMs: Record<Metric, number | null>;
  tributaryMedianMs: Record<Metric, number | null>;
  /** Run 1 meets a server whose layout cache has never seen this view (the harness's warm-up visits the first size only). */
  tributaryRun1Ms: Record<Metric, number | null>;
  /** Marquez web's median over Tributary's median, and over Tributary's run 1 (the first visitor). */
  ratioMedian: Record<Metric, number | null>;
  ratioRun1: Record<Metric, number | null>;
  tributaryMaxLongTaskMs: number | null;
  /** The 1-minute load average before each visit, in visit order (both apps). */
  loadPerVisit: number[];
  failedVisits: number;
  meetsTarget: boolean;
}

function summariseSize(runs: Record<string, Visit[]>): SizeSummary {
  const mq = runs['marquez-full'] ?? [];
  const tb = runs['tributary-full'] ?? [];
  const metrics: Metric[] = ['paintedMs', 'drawnMs'];
  const per = <T>(f: (m: Metric) => T): Record<Metric, T> => ({ paintedMs: f('paintedMs'), drawnMs: f('drawnMs') });
  const mqMedian = per((m) => round(median(times(mq, m))));
  const tbMedian = per((m) => round(median(times(tb, m))));
  const first = tb[0];
  const tbRun1 = per((m) => (first && !first.error ? round(first[m] ?? null) : null));
  const ratioMedian = per((m) => ratio(mqMedian[m], tbMedian[m]));
  const ratioRun1 = per((m) => ratio(mqMedian[m], tbRun1[m]));
  const all = Object.values(runs).flat();
  return {
    marquezMedianMs: mqMedian,
    tributaryMedianMs: tbMedian,
    tributaryRun1Ms: tbRun1,
    ratioMedian,
    ratioRun1,
    tributaryMaxLongTaskMs: round(Math.max(0, ...tb.map((v) => v.maxLongTaskMs ?? 0))),
    loadPerVisit: all.flatMap((v) => (typeof v.loadavg1Before === 'number' ? [round(v.loadavg1Before, 2) ?? 0] : [])),
    failedVisits: all.filter((v) => v.error !== undefined).length,
    meetsTarget: metrics.every((m) => (ratioMedian[m] ?? 0) >= TARGET_RATIO && (ratioRun1[m] ?? 0) >= TARGET_RATIO),
  };
}

/** Per size: medians, run 1, the ratios and whether ≥ {@link TARGET_RATIO}× holds for both, plus the lowest ratio seen. */
export function summarise(result: HarnessResult): { sizes: Record<string, SizeSummary>; lowestRatio: number | null; meetsTarget: boolean } {
  const sizes = Object.fromEntries(Object.entries(result.sizes).map(([n, s]) => [n, summariseSize(s.runs)]));
  const ratios = Object.values(sizes).flatMap((s) => [s.ratioMedian.paintedMs, s.ratioMedian.drawnMs, s.ratioRun1.paintedMs, s.ratioRun1.drawnMs]);
  const known = ratios.filter((r): r is number => r !== null);
  const entries = Object.values(sizes);
  return {
    sizes,
    lowestRatio: known.length === ratios.length && known.length > 0 ? Math.min(...known) : null,
    meetsTarget: entries.length > 0 && entries.every((s) => s.meetsTarget),
  };
}

/** One line per size for the terminal. */
export function summaryTable(sizes: Record<string, SizeSummary>): string {
  const s = (x: number | null): string => (x === null ? '—' : `${(x / 1000).toFixed(2)} s`);
  const r = (x: number | null): string => (x === null ? '—' : `${x.toFixed(1)}×`);
  const rows = Object.entries(sizes).map(
    ([n, x]) =>
      `| ${n} | ${s(x.marquezMedianMs.paintedMs)} | ${s(x.tributaryMedianMs.paintedMs)} | ${r(x.ratioMedian.paintedMs)} | ${s(x.tributaryRun1Ms.paintedMs)} (${r(x.ratioRun1.paintedMs)}) | ${r(x.ratioMedian.drawnMs)} / ${r(x.ratioRun1.drawnMs)} | ${Math.min(...x.loadPerVisit).toFixed(1)}–${Math.max(...x.loadPerVisit).toFixed(1)} |`,
  );
  return [
    '| nodes | Marquez web | Tributary | ratio | Tributary, run 1 (server cold) | drawn: ratio median / run 1 | load |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
