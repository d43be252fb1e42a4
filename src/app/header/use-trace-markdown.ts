import { useCallback } from 'react';
import { traceToMarkdown } from '../../domain/trace/trace-to-markdown.ts';
import { useTraceResult } from '../../hooks/use-trace-result.ts';

/**
 * The URL's trace as Markdown (the CLI's hop tables, upstream then downstream) for the export menu, or undefined
 * when no trace is active. The getter reads the trace query the canvas and panel share; null while it computes.
 */
export function useTraceMarkdown(): (() => string | null) | undefined {
  const { target, query } = useTraceResult();
  const data = query.data;
  const markdown = useCallback(() => {
    if (!data) return null;
    const parts = [data.upstream, data.downstream].flatMap((r) => (r ? [traceToMarkdown(r)] : []));
    return parts.length > 0 ? parts.join('\n\n') : null;
  }, [data]);
  return target ? markdown : undefined;
}
