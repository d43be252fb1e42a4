import { describe, expect, it } from 'vitest';
import { facetNames, readAliases, readAssertions, readDocumentation, readSourceLocation, readSql } from './read-details.ts';

describe('readAliases', () => {
  it('reads symlink identifiers and skips broken or repeated ones', () => {
    const facets = {
      symlinks: {
        identifiers: [
          { namespace: 'iceberg://catalog', name: 'lakehouse.orders_enriched', type: 'TABLE' },
          { namespace: 'iceberg://catalog', name: 'lakehouse.orders_enriched', type: 'TABLE' },
          { namespace: 's3://lakehouse', name: 'warehouse/lakehouse/orders_enriched' },
          { namespace: 42, name: 'x', type: 'TABLE' },
          'junk',
        ],
      },
    };
    expect(readAliases(facets)).toEqual([
      { namespace: 'iceberg://catalog', name: 'lakehouse.orders_enriched', type: 'TABLE' },
      { namespace: 's3://lakehouse', name: 'warehouse/lakehouse/orders_enriched', type: 'alias' },
    ]);
  });

  it('is empty without the facet', () => {
    expect(readAliases(null)).toEqual([]);
    expect(readAliases({ symlinks: 'nope' })).toEqual([]);
  });
});

describe('readAssertions', () => {
  it('puts failed assertions first and keeps their values as text', () => {
    const facets = {
      dataQualityAssertions: {
        assertions: [
          { assertion: 'not_null', success: true, column: 'region' },
          { assertion: 'between', success: false, column: 'total_revenue_usd', expected: '0..1e6', actual: 123456789, severity: 'error' },
          { success: false },
        ],
      },
    };
    const out = readAssertions(facets);
    expect(out.map((a) => [a.assertion, a.success])).toEqual([
      ['between', false],
      ['not_null', true],
    ]);
    expect(out[0]).toMatchObject({ column: 'total_revenue_usd', actual: '123456789', severity: 'error' });
  });

  it('treats a non-boolean success as a failure rather than a pass', () => {
    expect(readAssertions({ dataQualityAssertions: { assertions: [{ assertion: 'x', success: 'true' }] } })[0]?.success).toBe(false);
  });
});

describe('job facets', () => {
  it('reads SQL, source location and documentation', () => {
    const facets = {
      sql: { query: 'INSERT INTO t SELECT 1', dialect: 'flink' },
      sourceCodeLocation: { type: 'git', url: 'javascript:alert(1)', path: 'jobs/enrich.sql' },
      documentation: { description: 'Enriches orders' },
    };
    expect(readSql(facets)).toEqual({ query: 'INSERT INTO t SELECT 1', dialect: 'flink' });
    expect(readSourceLocation(facets)).toMatchObject({ url: 'javascript:alert(1)', path: 'jobs/enrich.sql', type: 'git' });
    expect(readDocumentation(facets, 'other')).toBe('Enriches orders');
    expect(readDocumentation({}, 'other')).toBe('other');
    expect(readSql({ sql: { query: '' } })).toBeNull();
    expect(readSourceLocation({ sourceCodeLocation: {} })).toBeNull();
  });

  it('lists facet names sorted', () => {
    expect(facetNames({ sql: {}, jobType: {}, documentation: {} })).toEqual(['documentation', 'jobType', 'sql']);
    expect(facetNames(null)).toEqual([]);
  });
});
