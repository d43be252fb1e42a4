import { describe, expect, it } from 'vitest';
import { hierarchyContainers, parseHierarchyFacet } from './hierarchy-facet.ts';

const EXAMPLE = {
  hierarchy: [
    { type: 'DATABASE', name: 'my_db' },
    { type: 'SCHEMA', name: 'my_schema' },
    { type: 'TABLE', name: 'my_table' },
  ],
};

describe('parseHierarchyFacet', () => {
  it('reads the spec’s example in order, highest level first', () => {
    expect(parseHierarchyFacet(EXAMPLE)).toEqual(EXAMPLE.hierarchy);
  });

  it('skips malformed levels and is null without a list', () => {
    expect(parseHierarchyFacet({ hierarchy: [{ type: 'DATABASE' }, null, { type: 'SCHEMA', name: 's' }] })).toEqual([{ type: 'SCHEMA', name: 's' }]);
    for (const raw of [null, {}, { hierarchy: 'db/schema' }]) expect(parseHierarchyFacet(raw)).toBeNull();
  });

  it('gives the containers above the dataset', () => {
    expect(hierarchyContainers(parseHierarchyFacet(EXAMPLE)!, 'my_db.my_schema.my_table').map((l) => l.name)).toEqual(['my_db', 'my_schema']);
    expect(hierarchyContainers(EXAMPLE.hierarchy.slice(0, 2), 'my_db.my_schema.my_table').map((l) => l.name)).toEqual(['my_db', 'my_schema']);
  });
});
