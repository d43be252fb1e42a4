import { describe, expect, it } from 'vitest';
import { parseTagsFacet, tagText } from './tags-facet.ts';

describe('parseTagsFacet', () => {
  it('reads the spec’s dataset example, a field tag included', () => {
    const tags = parseTagsFacet(
      {
        tags: [
          { key: 'test_tag', value: 'test_value', field: 'email', source: 'test_source' },
          { key: 'test_tag2', value: 'test_value2' },
        ],
      },
      'dataset',
    );
    expect(tags).toEqual([
      { key: 'test_tag', value: 'test_value', source: 'test_source', field: 'email' },
      { key: 'test_tag2', value: 'test_value2', source: null, field: null },
    ]);
    expect(tags?.map(tagText)).toEqual(['test_tag=test_value', 'test_tag2=test_value2']);
  });

  it('lets only a dataset’s tags name a field', () => {
    expect(parseTagsFacet({ tags: [{ key: 'k', value: 'v', field: 'f' }] }, 'job')).toEqual([{ key: 'k', value: 'v', source: null, field: null }]);
  });

  it('shows a scalar value as written and skips the rest', () => {
    expect(parseTagsFacet({ tags: [{ key: 'pii', value: true }, { key: 'x', value: { a: 1 } }, { value: 'no key' }, 'tag'] }, 'run')).toEqual([
      { key: 'pii', value: 'true', source: null, field: null },
    ]);
    expect(parseTagsFacet({ tags: {} }, 'job')).toBeNull();
  });
});
