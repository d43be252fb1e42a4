import { BUDGETS, FIGURE_KEYS, elkSpeedup, formatTable, type FigureKey, type Figures } from '../../mocks/bench-support/figures.ts';

export interface Notes {
  /** Steps that failed (their figures are n/a) and findings. */
  errors: string[];
  /** What was measured: graph sizes, the trace target, the initial files. */
  info: string[];
  /** Median CPU time (ms): the Node process for ELK and trace, the renderer's main-thread tasks for drawn figures. */
  cpu: Partial<Record<FigureKey, number>>;
}

const num = (v: number | undefined | null, digits = 0): string => (v === undefined || v === null ? 'n/a' : v.toFixed(digits));

/** Renders the figures table, the ELK ratio and the budgets; plain text for a terminal or a README. */
export function renderReport(figures: Figures, samples: Partial<Record<FigureKey, number[]>>, notes: Notes): string {
  const rows = FIGURE_KEYS.map((key) => {
    const s = samples[key] ?? [];
    const digits = key === 'initialJsGzipKB' ? 1 : 0;
    return [
      key,
      num(figures[key], digits),
      s.length ? num(Math.min(...s), digits) : '',
      s.length ? num(Math.max(...s), digits) : '',
      s.length ? String(s.length) : key === 'initialJsGzipKB' && figures[key] !== null ? '1' : '',
      num(notes.cpu[key]),
    ];
  });
  const out = [
    formatTable(['figure (ms / KB)', 'median', 'min', 'max', 'runs', 'cpu ms'], rows),
    'cpu ms: Node process CPU time (ELK, trace); renderer main-thread task time, navigation → drawn (drawn figures).',
    '',
  ];

  const speedup = elkSpeedup(figures);
  const cpuOurs = notes.cpu.elkLayout1000Ms;
  const cpuDefault = notes.cpu.elkDefault1000Ms;
  out.push(
    `ELK default / ours (1,000 nodes): ${speedup === null ? 'n/a' : `${speedup.toFixed(2)}×`} wall` +
      (cpuOurs && cpuDefault ? `, ${(cpuDefault / cpuOurs).toFixed(2)}× CPU time` : ''),
    '',
  );

  const budgetRows = BUDGETS.map((b) => {
    const met = b.met(figures);
    return [b.label, b.measured(figures), met === null ? 'not measured' : met ? 'met' : `MISSED by ${b.missedBy(figures)}`];
  });
  out.push(formatTable(['budget', 'measured', 'verdict'], budgetRows));
  if (notes.info.length) out.push('', ...notes.info.map((i) => `- ${i}`));
  if (notes.errors.length) out.push('', ...notes.errors.map((e) => `! ${e}`));
  return out.join('\n');
}

export function printReport(figures: Figures, samples: Partial<Record<FigureKey, number[]>>, notes: Notes): void {
  console.log(`\n${renderReport(figures, samples, notes)}\n`);
}
