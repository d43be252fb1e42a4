import { Badge } from '../../components/ui/badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { TagChip } from '../../components/ui/tag-list.tsx';
import type { SearchGroup, SearchOption, SearchOptionKind } from './search-options.ts';

export interface SearchListboxProps {
  id: string;
  label: string;
  groups: readonly SearchGroup[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (option: SearchOption, secondary: boolean) => void;
}

const KIND_LABEL: Readonly<Record<SearchOptionKind, string>> = { dataset: 'Dataset', job: 'Job', trace: 'Trace' };
const KIND_TONE = { dataset: 'neutral', job: 'accent', trace: 'warning' } as const;

/** DOM id of row `index`; indexes, not nodeIds, because metadata may contain anything. */
export function optionDomId(listboxId: string, index: number): string {
  return `${listboxId}-opt-${index}`;
}

/** Grouped results with type badges, ARIA listbox semantics; the owning input drives the active row. */
export function SearchListbox({ id, label, groups, activeIndex, onActivate, onChoose }: SearchListboxProps) {
  // Row indexes run across groups so ↑/↓ moves through all of them as one list.
  const offsets = groups.reduce<number[]>((acc, _g, gi) => [...acc, gi === 0 ? 0 : (acc[gi - 1] ?? 0) + (groups[gi - 1]?.options.length ?? 0)], []);
  return (
    <div id={id} role="listbox" aria-label={label} className="tb-listbox">
      {groups.map((group, gi) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`} className="tb-listbox__group">
          <div id={`${id}-group-${group.kind}`} className="tb-listbox__heading" role="presentation">
            {group.label}
          </div>
          {group.options.map((option, oi) => {
            const i = (offsets[gi] ?? 0) + oi;
            const active = i === activeIndex;
            return (
              <div
                key={option.key}
                id={optionDomId(id, i)}
                role="option"
                aria-selected={active}
                className={`tb-listbox__option${option.tags ? ' tb-listbox__option--tagged' : ''}${active ? ' is-active' : ''}`}
                data-node-id={option.nodeId}
                data-kind={option.kind}
                // Keep focus in the input: the listbox is driven from there (ARIA combobox pattern).
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => (active ? undefined : onActivate(i))}
                onClick={(e) => onChoose(option, e.shiftKey)}
              >
                <Badge tone={KIND_TONE[option.kind]}>{KIND_LABEL[option.kind]}</Badge>
                <span className="tb-listbox__name">
                  <MiddleTruncate text={option.name} max={option.kind === 'trace' ? 60 : option.tags ? 30 : 52} />
                </span>
                {option.tags ? (
                  <span className="tb-listbox__tags">
                    <TagChip title={option.tags} testId="option-tags">
                      <MiddleTruncate text={option.tags} max={30} />
                    </TagChip>
                  </span>
                ) : null}
                <span className="tb-listbox__ns">
                  {option.hint ? (
                    <span className="tb-listbox__hint">
                      <MiddleTruncate text={option.hint} max={16} /> ·{' '}
                    </span>
                  ) : null}
                  <MiddleTruncate text={option.namespace} max={option.hint ? 20 : 28} />
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
