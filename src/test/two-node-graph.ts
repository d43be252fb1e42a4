import type { ElkNode } from 'elkjs/lib/elk-api';

/** The layout caches' tests' graph: a → b, `a` as wide as asked, so a changed size is a changed graph. */
export const twoNodeGraph = (width = 200): ElkNode => ({
  id: 'root',
  children: [
    { id: 'a', width, height: 60 },
    { id: 'b', width: 200, height: 60 },
  ],
  edges: [{ id: 'e', sources: ['a'], targets: ['b'] }],
});
