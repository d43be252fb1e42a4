import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTributaryStore } from '../../state/store.ts';
import { selectPanelCollapsed, selectTogglePanel } from '../../state/selectors.ts';
import { RegionBoundary } from './region-boundary.tsx';

export interface WorkspaceProps {
  canvas: ReactNode;
  /** Right-hand panel content (details or trace); `null` hides the panel entirely. */
  panel: ReactNode | null;
  panelTitle: string;
  /** What the canvas shows, for its error message. */
  canvasSubject: string;
  /** Remount a failed region when this changes (e.g. the focused node). */
  resetKey?: unknown;
}

/** The canvas and a collapsible right-hand panel, each behind its own error boundary. */
export function Workspace({ canvas, panel, panelTitle, canvasSubject, resetKey }: WorkspaceProps) {
  const collapsed = useTributaryStore(selectPanelCollapsed);
  const togglePanel = useTributaryStore(selectTogglePanel);
  const { key } = useLocation();
  return (
    <div className="tb-workspace">
      <section className="tb-canvas" aria-label="Canvas" data-testid="canvas-region">
        <RegionBoundary region="Canvas" subject={canvasSubject} resetKey={resetKey ?? key}>
          {canvas}
        </RegionBoundary>
      </section>
      {panel === null ? null : (
        <aside className={`tb-panel${collapsed ? ' tb-panel--collapsed' : ''}`} aria-label={panelTitle} data-testid="side-panel">
          <div className="tb-panel__bar">
            {collapsed ? null : <h2 className="tb-panel__title">{panelTitle}</h2>}
            <button
              type="button"
              className="tb-button tb-button--ghost tb-button--small"
              onClick={togglePanel}
              aria-expanded={!collapsed}
              aria-label={collapsed ? `Show ${panelTitle.toLowerCase()}` : `Hide ${panelTitle.toLowerCase()}`}
              title={collapsed ? `Show ${panelTitle.toLowerCase()}` : `Hide ${panelTitle.toLowerCase()}`}
            >
              {collapsed ? '‹' : '›'}
            </button>
            {collapsed ? <span className="tb-panel__rail-label">{panelTitle}</span> : null}
          </div>
          {collapsed ? null : (
            <div className="tb-panel__body">
              <RegionBoundary region="Panel" subject={panelTitle.toLowerCase()} resetKey={resetKey ?? key}>
                {panel}
              </RegionBoundary>
            </div>
          )}
        </aside>
      )}
    </div>
  );
}
