import { describe, expect, it } from 'vitest';
import { allToAllJob, baseName } from './all-to-all-job.ts';

const d = (id: string) => ({ id, name: id });

describe('allToAllJob', () => {
  it('flags topics and tables that pair up by name under two or more names', () => {
    const flag = allToAllJob('sink', [d('auction.bids'), d('auction.orders')], [d('lake.bids'), d('warehouse/lake/orders')]);
    expect(flag?.pairs).toEqual([
      { input: 'auction.bids', output: 'lake.bids' },
      { input: 'auction.orders', output: 'warehouse/lake/orders' },
    ]);
    expect(flag?.reason).toBe(
      'sink reports all 2 inputs feeding all 2 outputs, though its datasets pair up by name (2 pairs): which input feeds which output is not reported',
    );
  });

  it('does not flag a dataset listed with its alias, a join into one table, or names that do not pair', () => {
    expect(allToAllJob('archive', [d('orders'), d('cat.db.orders')], [d('topics/orders'), d('hive.orders')])).toBeNull();
    expect(allToAllJob('enrich', [d('orders'), d('fx_rates')], [d('orders_enriched')])).toBeNull();
    expect(allToAllJob('mix', [d('a'), d('b')], [d('x'), d('y')])).toBeNull();
  });

  it('takes the last name segment, letters and digits only', () => {
    expect(baseName('warehouse/db/Supplier_Bids/')).toBe('supplierbids');
    expect(baseName('auction.bids')).toBe('bids');
  });
});
