import { ExportMenu } from '../../features/export/export-menu.tsx';
import { useTraceMarkdown } from './use-trace-markdown.ts';

/** The export menu of a view that can carry a trace (`/lineage`, present mode): with the trace's Markdown when one is active. */
export function TraceExportMenu() {
  const traceMarkdown = useTraceMarkdown();
  return <ExportMenu compact {...(traceMarkdown ? { traceMarkdown } : {})} />;
}
