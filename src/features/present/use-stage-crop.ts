import { useEffect, type RefObject } from 'react';

/** Set on a card the canvas edge cuts; present.css hides it. */
const CUT = 'data-stage-cut';

const partIds = (raw: string | undefined): Set<string> => {
  try {
    const ids: unknown = JSON.parse(raw ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
};

/**
 * The cards of one canvas that its edge cuts: they meet the canvas's box without lying wholly inside it. Group
 * boxes are containers, not cards, and the cards the step frames (`keep`) are never hidden.
 */
function cutCards(flow: Element, keep: ReadonlySet<string>): Set<Element> {
  const frame = flow.getBoundingClientRect();
  const cut = new Set<Element>();
  for (const card of flow.querySelectorAll<HTMLElement>('.react-flow__node[data-id]')) {
    if (keep.has(card.dataset.id ?? '') || card.classList.contains('react-flow__node-group')) continue;
    const r = card.getBoundingClientRect();
    const meets = r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom;
    const inside = r.left >= frame.left - 0.5 && r.top >= frame.top - 0.5 && r.right <= frame.right + 0.5 && r.bottom <= frame.bottom + 0.5;
    if (meets && !inside) cut.add(card);
  }
  return cut;
}

/**
 * On stage a card cut by the canvas edge (half a card at a side, or under the caption) reads as broken on a
 * projector: each card is shown whole or not at all. Checked once the camera rests (a glide moves cards across the
 * edge on every frame), on every canvas of the stage (FLIP-314 shows two); an edge to a hidden card runs off the
 * frame as it would to a card outside it.
 */
export function useStageCrop(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const stage = root.current;
    if (!stage) return;
    let frame = 0;
    let seen = '';
    const check = () => {
      frame = 0;
      const flows = [...stage.querySelectorAll('.react-flow')];
      const now = flows.map((f) => f.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '').join('|');
      if (now !== seen) {
        // Still moving (or just moved): look again next frame.
        seen = now;
        frame = requestAnimationFrame(check);
        return;
      }
      const keep = partIds(stage.dataset.partIds);
      for (const flow of flows) {
        const cut = cutCards(flow, keep);
        for (const card of flow.querySelectorAll('.react-flow__node')) card.toggleAttribute(CUT, cut.has(card));
      }
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // The camera moves the viewport (style), a relayout moves cards (style) or mounts them, a new part changes what is kept.
    const observer = new MutationObserver(schedule);
    observer.observe(stage, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'data-part-ids'] });
    schedule();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [root]);
}
