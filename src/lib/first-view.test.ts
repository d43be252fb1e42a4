import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_VERSION, firstViewJson, firstViewQuery } from './first-view.ts';

const node = 'dataset:s3://lake:warehouse/orders';
const link = (params: Record<string, string>) => `?${new URLSearchParams({ node, ...params }).toString()}`;

describe('first view in the page', () => {
  it('is for plain links to the canvas: focus, depth, direction and selection only', () => {
    expect(firstViewQuery('/lineage', link({ depth: '3', dir: 'full' }))).toEqual({ nodeId: node, depth: 3 });
    expect(firstViewQuery('/lineage', link({ sel: 'job:spark:x', dir: 'up' }))).toEqual({ nodeId: node, depth: expect.any(Number) as number });
    expect(firstViewQuery('/lineage', link({ view: 'marquez' }))).not.toBeNull();
    expect(firstViewQuery('/lineage', '?depth=3')).toBeNull();
    expect(firstViewQuery('/coverage', link({}))).toBeNull();
    const extras: Record<string, string>[] = [
      { exp: node },
      { trace: 'datasetField:s3://lake:warehouse/orders:id' },
      { group: 'engine' },
      { since: '2026-01-01T00:00:00Z' },
      { all: '1' },
    ];
    for (const extra of extras) {
      expect(firstViewQuery('/lineage', link(extra))).toBeNull();
    }
  });

  it('escapes every < so a name cannot end the element or open a comment, and parses back to the same data', () => {
    const lineage = JSON.stringify({ graph: [{ id: 'dataset:x:</script><script>alert(1)</script><!--', type: 'DATASET' }] });
    const text = firstViewJson({ v: FIRST_VIEW_VERSION, nodeId: node, depth: 2, fetchedAt: 1 }, lineage, { key: 'k:1', json: '{"nodes":{"<":1}}' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      v: FIRST_VIEW_VERSION,
      nodeId: node,
      depth: 2,
      fetchedAt: 1,
      lineage: JSON.parse(lineage) as unknown,
      layout: { key: 'k:1', result: { nodes: { '<': 1 } } },
    });
    expect(JSON.parse(firstViewJson({ v: FIRST_VIEW_VERSION, nodeId: node, depth: 2, fetchedAt: 1 }, '{"graph":[]}'))).not.toHaveProperty('layout');
  });
});
