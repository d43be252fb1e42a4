import { memo } from 'react';
import { MiddleTruncate } from './middle-truncate.tsx';

export interface JsonTreeProps {
  /** Parsed JSON (facets are untrusted: rendered as text only). */
  value: unknown;
  /** Case-insensitive text; only keys/values that contain it (and their ancestors) are shown, opened. */
  filter?: string;
  /** Levels open before any filtering. */
  openDepth?: number;
}

// A hostile or huge facet (Spark logical plans run to megabytes) must not freeze the panel.
const MAX_CHILDREN = 200;
const MAX_DEPTH = 40;
const MAX_STRING = 2000;

/** Whether `value` (or a key below it) contains `needle` (already lower-cased). */
export function jsonContains(value: unknown, needle: string, depth = 0): boolean {
  if (!needle) return true;
  if (depth > MAX_DEPTH) return false;
  if (value === null || typeof value !== 'object') return String(value).toLowerCase().includes(needle);
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.some(([k, v]) => k.toLowerCase().includes(needle) || jsonContains(v, needle, depth + 1));
}

/** JSON as a collapsible text tree: native `<details>` for open/close, values as text, never HTML. */
export function JsonTree({ value, filter = '', openDepth = 1 }: JsonTreeProps) {
  const needle = filter.trim().toLowerCase();
  if (needle && !jsonContains(value, needle)) return <p className="tb-json__none">No key or value contains “{filter}”.</p>;
  return (
    <div className="tb-json">
      <JsonChildren value={value} needle={needle} depth={0} openDepth={openDepth} />
    </div>
  );
}

interface NodeProps {
  value: unknown;
  needle: string;
  depth: number;
  openDepth: number;
}

const JsonChildren = memo(function JsonChildren({ value, needle, depth, openDepth }: NodeProps) {
  if (value === null || typeof value !== 'object') return <JsonLeafValue value={value} />;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const shown = entries.filter(([k, v]) => !needle || k.toLowerCase().includes(needle) || jsonContains(v, needle, depth + 1));
  if (shown.length === 0) return <span className="tb-json__empty">{Array.isArray(value) ? '[ ]' : '{ }'}</span>;
  return (
    <ul className="tb-json__list">
      {shown.slice(0, MAX_CHILDREN).map(([k, v]) => (
        <JsonEntry key={k} name={k} value={v} needle={needle} depth={depth} openDepth={openDepth} />
      ))}
      {shown.length > MAX_CHILDREN ? <li className="tb-json__more">… {shown.length - MAX_CHILDREN} more entries not shown</li> : null}
    </ul>
  );
});

function JsonEntry({ name, value, needle, depth, openDepth }: NodeProps & { name: string }) {
  const isBranch = value !== null && typeof value === 'object';
  if (!isBranch || depth >= MAX_DEPTH) {
    return (
      <li className="tb-json__leaf">
        <span className="tb-json__key">{name}</span>
        <span className="tb-json__colon">: </span>
        {isBranch ? <span className="tb-json__empty">… (nested too deep)</span> : <JsonLeafValue value={value} />}
      </li>
    );
  }
  const size = Array.isArray(value) ? value.length : Object.keys(value).length;
  const open = needle ? true : depth < openDepth;
  return (
    <li className="tb-json__branch">
      {/* Re-keyed by the filter so a new search re-opens matching branches the user had closed. */}
      <details key={needle} open={open}>
        <summary>
          <span className="tb-json__key">{name}</span>
          <span className="tb-json__meta">{Array.isArray(value) ? ` [${size}]` : ` {${size}}`}</span>
        </summary>
        <JsonChildren value={value} needle={needle} depth={depth + 1} openDepth={openDepth} />
      </details>
    </li>
  );
}

function JsonLeafValue({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    const shown = value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} characters)` : value;
    return <span className="tb-json__string">{JSON.stringify(shown)}</span>;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return <span className="tb-json__literal">{String(value)}</span>;
  if (value === null) return <span className="tb-json__literal">null</span>;
  return <MiddleTruncate text={String(value)} />;
}
