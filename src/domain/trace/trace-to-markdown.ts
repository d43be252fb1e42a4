import type { TraceEndpoint, TraceHop, TraceResult } from './trace-types.ts';

// Metadata is untrusted: pipes and newlines would break the table, backticks the code spans.
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function point(p: TraceEndpoint): string {
  return code(`${p.namespace} ${p.dataset}${p.field === null ? ' (dataset level)' : `.${p.field}`}`);
}

function transformations(hop: TraceHop): string {
  return hop.transformations
    .map((t) => [t.type, t.subtype, t.masking ? 'masked' : null].filter(Boolean).join('/') + (t.description ? ` ${code(t.description)}` : ''))
    .join('; ');
}

function hopTable(hops: readonly TraceHop[]): string[] {
  const rows = ['| # | from | to | job | level | transformations | evidence |', '|---|---|---|---|---|---|---|'];
  hops.forEach((h, i) => {
    const job = h.job ? code(`${h.job.namespace} ${h.job.name}`) : '—';
    rows.push(
      `| ${i + 1} | ${cell(point(h.from))} | ${cell(point(h.to))} | ${cell(job)} | ${h.ambiguous ? `${h.level} (ambiguous)` : h.level} | ${cell(transformations(h))} | ${cell(h.evidence)} |`,
    );
  });
  return rows;
}

/** A trace as Markdown for incident notes: hop table, influencers, degrade points and roots. */
export function traceToMarkdown(result: TraceResult): string {
  const t = result.target;
  const lines = [`## Trace ${result.direction} of ${code(`${t.namespace} ${t.dataset}.${t.field}`)}`, ''];
  lines.push(...(result.hops.length > 0 ? hopTable(result.hops) : ['No hops: nothing is reported beyond this field.']), '');
  if (result.influencers.length > 0) lines.push("### Influencers (not the value's source)", '', ...hopTable(result.influencers), '');
  if (result.degradations.length > 0) {
    lines.push('### Where column lineage ends', '');
    for (const d of result.degradations) {
      const job = d.job ? ` (job ${code(`${d.job.namespace} ${d.job.name}`)})` : '';
      lines.push(`- ${code(`${d.dataset.namespace} ${d.dataset.name}`)}${job}: ${cell(d.reason)}`);
    }
    lines.push('');
  }
  if (result.allToAll?.length) {
    lines.push('### Jobs reporting all-to-all datasets (inferred hops across them are ambiguous)', '');
    for (const a of result.allToAll) lines.push(`- ${code(`${a.job.namespace} ${a.job.name}`)}: ${cell(a.reason)}`);
    lines.push('');
  }
  const ambiguous = result.hops.filter((h) => h.ambiguous);
  if (ambiguous.length > 0) {
    lines.push('### Ambiguous inferred hops (guesses among several; not walked on)', '');
    for (const h of ambiguous) lines.push(`- ${point(h.from)} → ${point(h.to)}: ${cell(h.ambiguity ?? '')}`);
    lines.push('');
  }
  if (result.unreported?.length) {
    lines.push('### Named only by a columnLineage facet (no event reports them)', '');
    for (const u of result.unreported) {
      const likely = u.likely ? ` — most likely ${code(`${u.likely.namespace} ${u.likely.name}`)} (${Math.round(u.likely.confidence * 100)}%)` : '';
      lines.push(`- ${code(`${u.namespace} ${u.name}`)}${likely}`);
    }
    lines.push('');
  }
  if (result.skipped?.length) {
    lines.push('### Not read (Marquez refused them; the trace went on without their details)', '');
    for (const s of result.skipped) lines.push(`- ${code(s.id)} (${s.kind}, ${s.status}): ${cell(s.reason)}`);
    lines.push('');
  }
  lines.push(`### ${result.direction === 'upstream' ? 'Roots (sources)' : 'Roots (sinks)'}`, '');
  lines.push(...(result.roots.length > 0 ? result.roots.map((r) => `- ${point(r)}`) : ['- none']), '');
  return lines.join('\n');
}
