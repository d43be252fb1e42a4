import { useCallback, useState, type KeyboardEvent } from 'react';

export interface ListboxNavigation {
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** Attach to the input that owns the listbox (combobox pattern: focus stays in the input). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface ListboxNavigationOptions {
  count: number;
  /** Enter on the active row; `secondary` when Shift was held. */
  onChoose: (index: number, secondary: boolean) => void;
  onEscape: () => void;
}

/** ↑/↓ (wrapping), Home/End, Enter and Shift+Enter, Esc over a listbox of `count` rows. */
export function useListboxNavigation({ count, onChoose, onEscape }: ListboxNavigationOptions): ListboxNavigation {
  const [rawIndex, setActiveIndex] = useState(0);
  // Results change under the cursor while the user types; clamp instead of syncing state in an effect.
  const activeIndex = count === 0 ? -1 : Math.min(Math.max(rawIndex, 0), count - 1);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      switch (event.key) {
        case 'ArrowDown':
          if (count === 0) return;
          event.preventDefault();
          setActiveIndex((activeIndex + 1) % count);
          break;
        case 'ArrowUp':
          if (count === 0) return;
          event.preventDefault();
          setActiveIndex((activeIndex - 1 + count) % count);
          break;
        case 'Home':
          if (count === 0 || !event.ctrlKey) return;
          event.preventDefault();
          setActiveIndex(0);
          break;
        case 'End':
          if (count === 0 || !event.ctrlKey) return;
          event.preventDefault();
          setActiveIndex(count - 1);
          break;
        case 'Enter':
          if (activeIndex < 0 || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onChoose(activeIndex, event.shiftKey);
          break;
        case 'Escape':
          event.preventDefault();
          onEscape();
          break;
      }
    },
    [activeIndex, count, onChoose, onEscape],
  );

  return { activeIndex, setActiveIndex, onKeyDown };
}
