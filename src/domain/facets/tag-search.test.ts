import { describe, expect, it } from 'vitest';
import { matchTags, type TaggedEntity } from './tag-search.ts';

const tags = (...list: { key: string; value: string; field?: string }[]) => ({ tags: { tags: list } });
const entities: TaggedEntity[] = [
  {
    kind: 'dataset',
    namespace: 'pg',
    name: 'public.customers',
    facets: tags({ key: 'domain', value: 'sales' }, { key: 'pii', value: 'true', field: 'email' }),
  },
  { kind: 'dataset', namespace: 'pg', name: 'public.orders', facets: tags({ key: 'domain', value: 'sales-ops' }) },
  { kind: 'job', namespace: 'airflow', name: 'daily.load', facets: tags({ key: 'team', value: 'finance' }, { key: 'tier', value: 'gold' }) },
  { kind: 'dataset', namespace: 'pg', name: 'public.untagged', facets: { schema: { fields: [] } } },
];

describe('matchTags', () => {
  it('finds datasets and jobs by tag key, value or key=value, exact matches first', () => {
    expect(matchTags(entities, 'sales').map((m) => m.name)).toEqual(['public.customers', 'public.orders']);
    expect(matchTags(entities, 'SALES-OPS').map((m) => m.name)).toEqual(['public.orders']);
    expect(matchTags(entities, 'gold')).toEqual([{ kind: 'job', namespace: 'airflow', name: 'daily.load', matched: ['tier=gold'] }]);
    expect(matchTags(entities, 'team=fin').map((m) => m.name)).toEqual(['daily.load']);
  });

  it("says which field a field's tag is on", () => {
    expect(matchTags(entities, 'pii')[0]?.matched).toEqual(['pii=true on email']);
  });

  it('matches nothing for an empty query or an untagged entity, and lists an entity once', () => {
    expect(matchTags(entities, '  ')).toEqual([]);
    expect(matchTags(entities, 'untagged')).toEqual([]);
    expect(matchTags([...entities, ...entities], 'domain')).toHaveLength(2);
  });

  it('reads hostile facets as nothing', () => {
    const hostile: TaggedEntity[] = [
      { kind: 'dataset', namespace: 'x', name: 'y', facets: { tags: { tags: [{ key: { toString: 1 } }, null, 'pii'] } } },
      { kind: 'job', namespace: 'x', name: 'z', facets: { tags: 'pii' } },
    ];
    expect(matchTags(hostile, 'pii')).toEqual([]);
  });
});
