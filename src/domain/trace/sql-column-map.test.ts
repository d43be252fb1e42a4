import { describe, expect, it } from 'vitest';
import { FLINK_SQL } from '../test-fixtures/mini-talk.ts';
import { parseSqlMappings, tableMatchesDataset } from './sql-column-map.ts';

describe('parseSqlMappings (node-sql-parser, Flink SQL dialect)', () => {
  it('maps the talk query, temporal join included, skipping the DDL statement', () => {
    const [m, ...rest] = parseSqlMappings(FLINK_SQL);
    expect(rest).toEqual([]);
    expect(m?.target).toBe('orders_enriched');
    expect(m?.byName.get('amount_usd')).toEqual([
      { table: 'orders', column: 'amount' },
      { table: 'fx_rates', column: 'rate' },
    ]);
    expect(m?.byName.get('order_id')).toEqual([{ table: 'orders', column: 'order_id' }]);
    expect(m?.sources).toEqual(['orders', 'fx_rates']);
  });

  it('resolves catalog-qualified names, casts and window TVFs', () => {
    const [m] = parseSqlMappings(
      "INSERT INTO `cat`.`db`.`out` SELECT window_start, SUM(CAST(o.amount AS DOUBLE)) AS total FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '1' HOUR)) AS o GROUP BY window_start, window_end",
    );
    expect(m?.target).toBe('cat.db.out');
    expect(m?.byName.get('total')).toEqual([{ table: 'orders', column: 'amount' }]);
    expect(m?.byPosition[0]).toEqual([{ table: null, column: 'window_start' }]);
  });

  it('returns nothing for SQL it cannot read, so callers fall back to name matching', () => {
    expect(parseSqlMappings('INSERT INTO x SELECT FROM WHERE')).toEqual([]);
    expect(parseSqlMappings('CREATE TABLE t (a INT)')).toEqual([]);
  });
});

describe('tableMatchesDataset', () => {
  it('matches by full name, dotted suffix or last segment, and by symlink aliases', () => {
    expect(tableMatchesDataset('orders', { name: 'shop.public.orders' })).toBe(true);
    expect(tableMatchesDataset('orders_enriched', { name: 'warehouse/shop/orders_enriched' })).toBe(true);
    expect(tableMatchesDataset('kafka_input', { name: 'io.topic1', aliases: ['default_catalog.default_database.kafka_input'] })).toBe(true);
    expect(tableMatchesDataset('orders', { name: 'fx_rates' })).toBe(false);
  });
});
