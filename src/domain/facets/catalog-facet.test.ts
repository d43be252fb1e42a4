import { describe, expect, it } from 'vitest';
import { parseCatalogFacet } from './catalog-facet.ts';

describe('parseCatalogFacet', () => {
  it('reads every field of the spec’s example, and a property map', () => {
    // The example of the OpenLineage documentation (`website/docs/spec/facets/dataset-facets/catalog.md`), plus
    // `catalogProperties` of schema 1-1-0.
    const parsed = parseCatalogFacet({
      _producer: 'https://some.producer.com/version/1.0',
      framework: 'iceberg',
      type: 'polaris',
      name: 'my_iceberg_catalog',
      metadataUri: 'http://host:1234/iceberg_database',
      warehouseUri: 's3://bucket/path/to/iceberg/warehouse',
      source: 'spark',
      catalogProperties: { 'io-impl': 'org.apache.iceberg.aws.s3.S3FileIO', bad: 3 },
    });
    expect(parsed).toEqual({
      framework: 'iceberg',
      type: 'polaris',
      name: 'my_iceberg_catalog',
      metadataUri: 'http://host:1234/iceberg_database',
      metadataHref: 'http://host:1234/iceberg_database',
      warehouseUri: 's3://bucket/path/to/iceberg/warehouse',
      warehouseHref: null,
      source: 'spark',
      properties: [['io-impl', 'org.apache.iceberg.aws.s3.S3FileIO']],
    });
  });

  it('links only http(s) URIs', () => {
    expect(parseCatalogFacet({ framework: 'iceberg', metadataUri: 'javascript:alert(1)' })?.metadataHref).toBeNull();
    expect(parseCatalogFacet({ framework: 'iceberg', metadataUri: 'jdbc:mysql://host:3306/db' })?.metadataHref).toBeNull();
    expect(parseCatalogFacet({ framework: 'iceberg', warehouseUri: 'HTTPS://polaris.example/wh' })?.warehouseHref).toBe('https://polaris.example/wh');
  });

  it('is null when it names no framework, type or name', () => {
    for (const raw of [null, 'catalog', [], {}, { warehouseUri: 's3://b/w' }, { framework: 3 }]) expect(parseCatalogFacet(raw)).toBeNull();
  });
});
