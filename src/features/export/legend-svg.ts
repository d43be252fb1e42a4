/**
 * The legend drawn into exported images as vector SVG (docs/ui-conventions.md#visual-language): engine colours with
 * their names, and the five lineage levels as edge styles. Exports stand alone on a slide, so they carry their key.
 */

export const LEGEND_ENGINES: readonly { label: string; color: string; dark?: boolean }[] = [
  { label: 'Kafka Connect / Debezium', color: '#CC79A7' },
  { label: 'Kafka topic', color: '#56B4E9' },
  { label: 'Flink', color: '#D55E00' },
  { label: 'Iceberg / table', color: '#0072B2' },
  { label: 'Spark', color: '#E69F00' },
  { label: 'S3 / files', color: '#009E73' },
  { label: 'Hive', color: '#8B6C00' },
  { label: 'Trino', color: '#6A3D9A' },
  { label: 'dbt', color: '#F0E442', dark: true },
  { label: 'Airflow', color: '#4A6274' },
  { label: 'other', color: '#999999' },
];

export const LEGEND_LEVELS: readonly { label: string; stroke: string; dash?: string; double?: boolean }[] = [
  { label: 'column-level', stroke: '#333333' },
  { label: 'derived from SQL', stroke: '#0F766E' },
  { label: 'dataset-level only', stroke: '#E69F00', dash: '10 6' },
  { label: 'inferred ?', stroke: '#888888', dash: '2 5' },
  { label: 'stitched', stroke: '#333333', double: true },
];

export const LEGEND_HEIGHT = 76;

// Text is not measured in an export (it may run in a worker or a test); an average glyph width is close enough.
const GLYPH = 7.2;
const engineWidth = (label: string) => 30 + label.length * GLYPH;
const levelWidth = (label: string) => 70 + label.length * GLYPH;

/** Width the legend needs, so the page is never narrower than its key. */
export function legendWidth(): number {
  const engines = LEGEND_ENGINES.reduce((w, e) => w + engineWidth(e.label), 0);
  const levels = LEGEND_LEVELS.reduce((w, l) => w + levelWidth(l.label), 0);
  return Math.ceil(Math.max(engines, levels));
}

/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** A `<g>` of the legend, laid out in two rows, `LEGEND_HEIGHT` tall, starting at (x, y). */
export function legendSvg(x: number, y: number, textColor: string): string {
  const parts: string[] = [`<g transform="translate(${x},${y})" font-family="system-ui, sans-serif" font-size="13" fill="${textColor}">`];
  let cx = 0;
  for (const e of LEGEND_ENGINES) {
    parts.push(`<rect x="${cx}" y="8" width="16" height="16" rx="3" fill="${e.color}"/>`);
    parts.push(`<text x="${cx + 22}" y="21">${escapeXml(e.label)}</text>`);
    cx += engineWidth(e.label);
  }
  cx = 0;
  for (const l of LEGEND_LEVELS) {
    const dash = l.dash ? ` stroke-dasharray="${l.dash}"` : '';
    if (l.double) {
      parts.push(`<line x1="${cx}" y1="47" x2="${cx + 44}" y2="47" stroke="${l.stroke}" stroke-width="2"/>`);
      parts.push(`<line x1="${cx}" y1="53" x2="${cx + 44}" y2="53" stroke="${l.stroke}" stroke-width="2"/>`);
    } else {
      parts.push(`<line x1="${cx}" y1="50" x2="${cx + 44}" y2="50" stroke="${l.stroke}" stroke-width="3"${dash}/>`);
    }
    parts.push(`<text x="${cx + 52}" y="55">${escapeXml(l.label)}</text>`);
    cx += levelWidth(l.label);
  }
  parts.push('</g>');
  return parts.join('');
}
