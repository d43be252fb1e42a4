import { ENGINE_LABELS, ENGINE_ORDER, type Engine } from '../../domain/engine/engine-types.ts';
import { LEVEL_ORDER } from '../../domain/impact/impact-paths.ts';
import type { HopLevel } from '../../domain/trace/trace-types.ts';
import type { ImpactView, ImpactViewPatch } from './impact-view-params.ts';
import { LEVEL_LABEL } from './impact-words.ts';

export interface ImpactControlsProps {
  view: ImpactView;
  onChange: (patch: ImpactViewPatch) => void;
  onExport: (format: 'csv' | 'json') => void;
  canExport: boolean;
}

/** Filter by level, engine and owner, sort, and export what is listed. */
export function ImpactControls({ view, onChange, onExport, canExport }: ImpactControlsProps) {
  return (
    <div className="tb-impact-controls" role="group" aria-label="Filter and export the impact list">
      <label>
        Level{' '}
        <select value={view.filter.levels[0] ?? ''} onChange={(e) => onChange({ levels: e.target.value ? [e.target.value as HopLevel] : [] })}>
          <option value="">any</option>
          {LEVEL_ORDER.map((l) => (
            <option key={l} value={l}>
              {LEVEL_LABEL[l]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Engine{' '}
        <select value={view.filter.engines[0] ?? ''} onChange={(e) => onChange({ engines: e.target.value ? [e.target.value as Engine] : [] })}>
          <option value="">any</option>
          {ENGINE_ORDER.map((e) => (
            <option key={e} value={e}>
              {ENGINE_LABELS[e]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Owner{' '}
        <input type="search" value={view.filter.owner} placeholder="name, or - for none" onChange={(e) => onChange({ owner: e.target.value })} size={14} />
      </label>
      <label>
        Sort{' '}
        <select value={view.sort} onChange={(e) => onChange({ sort: e.target.value === 'freshness' ? 'freshness' : 'distance' })}>
          <option value="distance">nearest first</option>
          <option value="freshness">freshest first</option>
        </select>
      </label>
      <span className="tb-impact-controls__export">
        <button type="button" className="tb-button tb-button--small" disabled={!canExport} onClick={() => onExport('csv')}>
          Download CSV
        </button>
        <button type="button" className="tb-button tb-button--small" disabled={!canExport} onClick={() => onExport('json')}>
          Download JSON
        </button>
      </span>
    </div>
  );
}
