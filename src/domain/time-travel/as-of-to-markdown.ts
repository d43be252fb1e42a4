import { traceToMarkdown } from '../trace/trace-to-markdown.ts';
import type { AsOfTraceResult, VersionedEndpoint } from './trace-as-of.ts';

function describe(e: VersionedEndpoint): string {
  const where = `${e.namespace} ${e.dataset}`;
  const version = e.version ? `version ${e.version}` : 'no version known';
  const run = e.run ? `, produced by run ${e.run}` : '';
  return `- \`${where.replace(/`/g, "'")}\`: ${version}${run}`;
}

function changeLines(e: VersionedEndpoint): string[] {
  const c = e.schemaChange;
  if (!c) return [];
  const show = (v: string | null): string => (v === null ? '—' : `\`${v.replace(/`/g, "'").replace(/\r?\n/g, ' ')}\``);
  return [
    ...c.added.map((n) => `  - added \`${n}\``),
    ...c.removed.map((n) => `  - removed \`${n}\``),
    ...c.changed.map(
      (x) =>
        `  - changed \`${x.name}\`: type ${show(x.before.type)} → ${show(x.after.type)}; description ${show(x.before.description)} → ${show(x.after.description)}`,
    ),
  ];
}

/** An as-of trace as Markdown: the hop table, then each dataset's version on the path with schema changes. */
export function asOfToMarkdown(result: AsOfTraceResult): string {
  const seen = new Set<string>();
  const lines = [
    `_As of ${result.asOf.time}${result.asOf.runId ? ` (run ${result.asOf.runId})` : ''}._`,
    '',
    traceToMarkdown(result),
    '### Versions on the path',
    '',
  ];
  for (const h of result.hops) {
    for (const e of [h.to, h.from]) {
      const key = `${e.namespace}\u0000${e.dataset}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(describe(e), ...changeLines(e));
    }
  }
  return lines.join('\n');
}
