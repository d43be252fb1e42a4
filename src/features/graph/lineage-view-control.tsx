import type { LineageWindow, RunLevelSummary } from '../../domain/run-lineage/run-lineage-types.ts';
import type { LineageViewParam } from '../../lib/investigation-params.ts';

export interface LineageViewControlProps {
  view: LineageViewParam;
  since: string | null;
  until: string | null;
  /** The answer's summary (its resolved window, what Marquez dropped), once loaded. */
  summary: RunLevelSummary | undefined;
  onView: (view: LineageViewParam) => void;
  onWindow: (window: { since: string | null; until: string | null }) => void;
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

function windowTitle(window: LineageWindow | undefined): string {
  return window ? `Runs from ${window.since} to ${window.until}` : 'Runs of the last 30 days before the newest run';
}

/**
 * Which lineage the canvas draws: every edge the jobs' runs read and wrote in a window (the default), or Marquez's
 * `/lineage` as it answers (each job's current version only). The window's dates go to the URL; empty means the
 * default (30 days ending at the newest run).
 */
export function LineageViewControl({ view, since, until, summary, onView, onWindow }: LineageViewControlProps) {
  const dropped = summary?.droppedEdges.length ?? 0;
  return (
    <div className="tb-graph-toolbar__view">
      <div className="tb-segmented" role="group" aria-label="Lineage view">
        <button
          type="button"
          className="tb-segmented__item"
          aria-pressed={view === 'runs'}
          title="What the runs actually read and wrote in the window, including edges Marquez no longer draws"
          onClick={() => onView('runs')}
        >
          As it happened
        </button>
        <button
          type="button"
          className="tb-segmented__item"
          aria-pressed={view === 'marquez'}
          title="Marquez's /lineage as it answers: each job's current version only"
          onClick={() => onView('marquez')}
        >
          Marquez view
        </button>
      </div>
      {view === 'runs' ? (
        <>
          <label className="tb-graph-toolbar__field" title={windowTitle(summary?.window)}>
            <span>From</span>
            <input
              type="date"
              aria-label="Runs from (date)"
              value={day(since ?? summary?.window.since)}
              onChange={(e) => onWindow({ since: e.target.value || null, until })}
            />
          </label>
          <label className="tb-graph-toolbar__field" title={windowTitle(summary?.window)}>
            <span>to</span>
            <input
              type="date"
              aria-label="Runs until (date)"
              value={day(until ?? summary?.window.until)}
              onChange={(e) => onWindow({ since, until: e.target.value ? `${e.target.value}T23:59:59.999Z` : null })}
            />
          </label>
          {dropped > 0 ? (
            <span className="tb-graph-toolbar__note" data-testid="dropped-count" title="Edges runs reported that Marquez's /lineage does not draw">
              {dropped} not in Marquez
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
