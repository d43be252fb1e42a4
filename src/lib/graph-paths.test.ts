import { describe, expect, it } from 'vitest';
import { opensOnGraph } from './graph-paths.ts';

describe('opensOnGraph', () => {
  it('is true for the lineage canvas, the FLIP-314 comparison and every present-mode step, and nothing else', () => {
    for (const p of ['/lineage', '/compare/flip314', '/present/talk/1']) expect(opensOnGraph(p), p).toBe(true);
    for (const p of ['/', '/lineage-x', '/present', '/coverage', '/boundaries']) expect(opensOnGraph(p), p).toBe(false);
  });
});
