import { useState } from 'react';
import { Panel } from '@xyflow/react';
import { DATASET_VOCABULARY, EDGE_LEVEL_VOCABULARY, ENGINE_VOCABULARY, type EdgeLevel } from './visual-vocabulary.ts';

const ENGINES = Object.values(ENGINE_VOCABULARY);
const KINDS = Object.values(DATASET_VOCABULARY).filter((v, i, all) => all.findIndex((w) => w.label === v.label) === i);
const LEVELS = Object.entries(EDGE_LEVEL_VOCABULARY) as [EdgeLevel, (typeof EDGE_LEVEL_VOCABULARY)[EdgeLevel]][];

function EdgeSample({ level }: { level: EdgeLevel }) {
  return (
    <svg className="tb-legend__edge" width="36" height="12" aria-hidden="true">
      {level === 'stitched' ? <path d="M2 6 H34" className={`tb-edge tb-edge--${level} tb-edge__double-outer`} /> : null}
      <path d="M2 6 H34" className={`react-flow__edge-path tb-edge tb-edge--${level}`} />
    </svg>
  );
}

/** Bottom-right, collapsible: what the colours and line styles mean. */
export function GraphLegend() {
  // Closed by default on narrow canvases, where it would cover the graph; open where it fits beside it.
  const [open, setOpen] = useState(() => typeof window === 'undefined' || window.innerWidth >= 1600);
  return (
    <Panel position="bottom-right" className="tb-legend" aria-label="Legend" data-camera-avoid="">
      <button type="button" className="tb-legend__toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Legend {open ? '▾' : '▸'}
      </button>
      {open ? (
        <div className="tb-legend__body">
          <ul aria-label="Job engines">
            {ENGINES.map((e) => (
              <li key={e.label}>
                <span className="tb-legend__swatch" style={{ background: e.color }} aria-hidden="true" />
                {e.label}
              </li>
            ))}
          </ul>
          <ul aria-label="Dataset kinds">
            {KINDS.map((k) => (
              <li key={k.label}>
                <span className="tb-legend__swatch tb-legend__swatch--dataset" style={{ background: k.color }} aria-hidden="true" />
                {k.label}
              </li>
            ))}
          </ul>
          <ul aria-label="Edge styles">
            <li>
              <svg className="tb-legend__edge" width="36" height="12" aria-hidden="true">
                <path d="M2 6 H34" className="react-flow__edge-path tb-edge tb-edge--plain" />
              </svg>
              Table lineage
            </li>
            <li>
              <svg className="tb-legend__edge" width="36" height="12" aria-hidden="true">
                <path d="M2 6 H34" className="react-flow__edge-path tb-edge tb-edge--plain tb-edge--run-only" />
              </svg>
              Seen in runs, not in Marquez&apos;s view
            </li>
            {LEVELS.map(([level, v]) => (
              <li key={level}>
                <EdgeSample level={level} />
                {v.label}
              </li>
            ))}
            <li>
              <svg className="tb-legend__edge" width="36" height="12" aria-hidden="true">
                <path d="M2 6 H34" className="react-flow__edge-path tb-edge tb-edge--column tb-edge--indirect" />
              </svg>
              Column used indirectly (filter, join)
            </li>
            <li>
              <svg className="tb-legend__edge" width="36" height="12" aria-hidden="true">
                <path d="M2 6 H34" className="react-flow__edge-path tb-edge tb-edge--plain tb-edge--explicit" />
              </svg>
              Stated by a lineage facet: &ldquo;no job&rdquo; (a view), &ldquo;no dataset&rdquo; (job to job)
            </li>
            <li>
              <svg className="tb-legend__edge" width="36" height="12" aria-hidden="true">
                <path d="M2 6 H34" className="react-flow__edge-path tb-edge tb-edge--explicit-schedule" />
              </svg>
              Scheduling dependency (runs after; not data flow)
            </li>
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
