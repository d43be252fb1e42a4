import { describe, expect, it } from 'vitest';
import { mergeSchemaFields } from './schema-fields.ts';

describe('mergeSchemaFields', () => {
  it('keeps one row per name with every type seen (Flink and Spark spellings of one decimal)', () => {
    const rows = mergeSchemaFields([
      { name: 'order_id', type: 'BIGINT' },
      { name: 'amount_usd', type: 'DECIMAL(14, 2)' },
      { name: 'amount_usd', type: 'decimal(14,2)', description: 'USD amount' },
      { name: 'region', type: 'STRING' },
    ]);
    expect(rows.map((r) => r.name)).toEqual(['order_id', 'amount_usd', 'region']);
    expect(rows[1]).toEqual({ name: 'amount_usd', type: 'DECIMAL(14, 2)', otherTypes: ['decimal(14,2)'], description: 'USD amount', tags: [] });
    expect(rows[0]?.otherTypes).toEqual([]);
  });

  it('lists a repeated type once and fills a missing type or description from a later row', () => {
    const rows = mergeSchemaFields([
      { name: 'a', type: null, description: '' },
      { name: 'a', type: 'INT', description: 'first', tags: ['pii'] },
      { name: 'a', type: 'INT', tags: ['pii', 'gold'] },
      { name: 'a', type: 'BIGINT', description: 'second' },
    ]);
    expect(rows).toEqual([{ name: 'a', type: 'INT', otherTypes: ['BIGINT'], description: 'first', tags: ['pii', 'gold'] }]);
  });

  it('gives nothing for no fields', () => {
    expect(mergeSchemaFields([])).toEqual([]);
  });
});
