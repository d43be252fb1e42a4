import { describe, expect, it } from 'vitest';
import { deriveSqlLineage } from './derive-sql-lineage.ts';
import type { SqlJobDataset } from './derived-types.ts';
import { hopLines } from './corpus/hop-lines.ts';
import { tableNamesDataset } from './map-tables.ts';

const ds = (name: string, aliases: string[] = []): SqlJobDataset => ({ namespace: 'kafka://k:9092', name, fields: [], aliases });

describe('tableNamesDataset', () => {
  it('matches by full name, dotted or slashed suffix, or last segment, and by symlink aliases', () => {
    expect(tableNamesDataset(['orders'], ds('shop.public.orders'))).toBe(true);
    expect(tableNamesDataset(['lakehouse', 'orders_enriched'], ds('warehouse/lakehouse/orders_enriched'))).toBe(true);
    expect(tableNamesDataset(['kafka_input'], ds('io.topic1', ['default_catalog.default_database.kafka_input']))).toBe(true);
    expect(tableNamesDataset(['ORDERS'], ds('shop.public.orders'))).toBe(true);
    expect(tableNamesDataset(['orders'], ds('fx_rates'))).toBe(false);
  });

  it('takes a quoted identifier with a dot in it as one name', () => {
    // `fraud.alerts` as the SQL writes it: one table literally named "fraud.alerts".
    expect(tableNamesDataset(['fraud.alerts'], ds('fraud.alerts'))).toBe(true);
    expect(tableNamesDataset(['fraud.alerts'], ds('prod.fraud.alerts'))).toBe(true);
    expect(tableNamesDataset(['fraud.alerts'], ds('warehouse/fraud.alerts'))).toBe(true);
    expect(tableNamesDataset(['fraud.alerts'], ds('alerts'))).toBe(false);
    expect(tableNamesDataset(['fraud.alerts'], ds('other.alerts'))).toBe(false);
  });
});

describe('mapping a backticked, dotted table name', () => {
  it('maps `fraud.alerts` to the dataset named fraud.alerts, on both sides of the INSERT', () => {
    const job = { inputs: [ds('payments.scored'), ds('other.alerts')], outputs: [ds('fraud.alerts')] };
    const derived = deriveSqlLineage('INSERT INTO `fraud.alerts` SELECT id, UPPER(reason) AS reason FROM `payments.scored`', job);
    expect(derived.unmapped).toEqual([]);
    expect(hopLines(derived).sort()).toEqual([
      'fraud.alerts.id <- payments.scored.id DIRECT/IDENTITY',
      'fraud.alerts.reason <- payments.scored.reason DIRECT/TRANSFORMATION',
    ]);
  });
});
