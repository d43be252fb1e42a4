import { useLayoutEffect, useState, type RefObject } from 'react';

/** The nearest ancestor that scrolls vertically, or null (the page itself). */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll') return p;
  }
  return null;
}

/**
 * The height that makes `ref`'s box end at the bottom of the window (less `gap`), at least `min`: a list in a side
 * panel scrolls inside itself instead of pushing the panel into a second scroll. Measured from where the box sits
 * with its scrolling ancestor at the top, again when the window is resized or `deps` change (the lines above it).
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, min: number, gap: number, deps: readonly unknown[]): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const top = el.getBoundingClientRect().top + (scrollParent(el)?.scrollTop ?? 0);
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - gap)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the caller's: what moves the box
  }, [ref, min, gap, ...deps]);
  return height;
}
