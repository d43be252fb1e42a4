import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { EngineCoverage } from '../../domain/coverage/compute-coverage.ts';
import { ENGINE_LABELS } from '../../domain/engine/engine-types.ts';
import { ENGINE_COLOR_VAR } from '../../components/ui/engine-badge.tsx';

interface ChartRow {
  label: string;
  percent: number;
  text: string;
  color: string;
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/**
 * Per engine, the share of output fields that carry column lineage: one bar per engine in its colour, always with
 * the engine's name on the axis and the count beside the bar (colour is never the only signal).
 */
export function CoverageChart({ engines }: { engines: readonly EngineCoverage[] }) {
  const data: ChartRow[] = engines.map((e) => ({
    label: ENGINE_LABELS[e.engine],
    percent: percent(e.outputFieldsCovered, e.outputFields),
    text: `${e.outputFieldsCovered} of ${e.outputFields} fields (${percent(e.outputFieldsCovered, e.outputFields)}%)`,
    color: ENGINE_COLOR_VAR[e.engine],
  }));
  const height = 48 + data.length * 44;
  return (
    <figure className="tb-cov-chart" data-testid="coverage-chart">
      <figcaption>Output fields with column-level lineage, per engine</figcaption>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 180, bottom: 4, left: 8 }} accessibilityLayer>
          <CartesianGrid horizontal={false} stroke="var(--tb-border)" />
          <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fill: 'var(--tb-muted)', fontSize: 12 }} stroke="var(--tb-border)" />
          <YAxis type="category" dataKey="label" width={110} tick={{ fill: 'var(--tb-text)', fontSize: 13 }} stroke="var(--tb-border)" />
          {/* Animation is off: the chart is a reading, and reduced-motion users get the same still picture. */}
          <Bar dataKey="percent" isAnimationActive={false} barSize={22} minPointSize={2}>
            {data.map((d) => (
              <Cell key={d.label} fill={d.color} />
            ))}
            <LabelList dataKey="text" position="right" fill="var(--tb-text)" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
