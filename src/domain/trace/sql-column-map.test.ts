import { describe, expect, it } from 'vitest';
import { tableMatchesDataset } from './sql-column-map.ts';

describe('tableMatchesDataset', () => {
  it('matches by full name, dotted suffix or last segment, and by symlink aliases', () => {
    expect(tableMatchesDataset('orders', { name: 'shop.public.orders' })).toBe(true);
    expect(tableMatchesDataset('orders_enriched', { name: 'warehouse/shop/orders_enriched' })).toBe(true);
    expect(tableMatchesDataset('kafka_input', { name: 'io.topic1', aliases: ['default_catalog.default_database.kafka_input'] })).toBe(true);
    expect(tableMatchesDataset('orders', { name: 'fx_rates' })).toBe(false);
  });
});
