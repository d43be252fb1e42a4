import type { StoryCamera } from './story-schema.ts';

const MAX_FIT = 40;

/**
 * The camera of what is on screen now, as "fit these nodes": the nodes wholly inside the first canvas. A node
 * list survives a different projector resolution, where a raw x/y/zoom would not. `undefined` when the whole
 * graph is visible (no camera needed) or no canvas is shown.
 */
export function captureVisibleCamera(root: ParentNode = document): StoryCamera | undefined {
  const flow = root.querySelector('.react-flow');
  if (!flow) return undefined;
  const frame = flow.getBoundingClientRect();
  const nodes = [...flow.querySelectorAll<HTMLElement>('.react-flow__node[data-id]')];
  const inside = nodes.filter((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= frame.bottom;
  });
  if (inside.length === 0 || inside.length === nodes.length) return undefined;
  const ids = inside.map((el) => el.dataset.id ?? '').filter((id) => id.startsWith('dataset:') || id.startsWith('job:'));
  return ids.length > 0 ? { fit: ids.slice(0, MAX_FIT) } : undefined;
}
