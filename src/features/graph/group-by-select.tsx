import type { GroupBy } from '../../domain/graph/reduced-graph.ts';
import { tagGrouping, tagKeyOf } from '../../domain/graph/group-of.ts';
import { middleTruncate } from '../../lib/middle-truncate.ts';

export interface GroupBySelectProps {
  groupBy: GroupBy | null;
  onGroupBy: (by: GroupBy | null) => void;
  /** Tag keys the loaded nodes carry: each is a "Tag: <key>" grouping. */
  tagKeys: readonly string[];
}

/**
 * "Group by": engine, namespace, the `hierarchy` facet's containers, or the value of one tag key. A tag key in the
 * URL that no loaded node carries is still offered, so the select always shows what the canvas does.
 */
export function GroupBySelect({ groupBy, onGroupBy, tagKeys }: GroupBySelectProps) {
  const current = groupBy ? tagKeyOf(groupBy) : null;
  const keys = current !== null && !tagKeys.includes(current) ? [current, ...tagKeys] : tagKeys;
  return (
    <label className="tb-graph-toolbar__field">
      <span>Group by</span>
      <select value={groupBy ?? 'none'} onChange={(e) => onGroupBy(e.target.value === 'none' ? null : (e.target.value as GroupBy))} aria-label="Group by">
        <option value="none">None</option>
        <option value="engine">Engine</option>
        <option value="namespace">Namespace</option>
        <option value="hierarchy">Hierarchy</option>
        {keys.length > 0 ? (
          <optgroup label="Tag">
            {keys.map((key) => (
              <option key={key} value={tagGrouping(key)} title={key}>
                Tag: {middleTruncate(key, 24)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </label>
  );
}
