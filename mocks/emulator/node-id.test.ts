import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NodeIdError, parseNodeId } from './node-id.ts';

// docs/marquez-api.md#colons-in-namespaces-and-node-ids
describe('parseNodeId (Marquez NodeId.parts)', () => {
  it('splits simple ids on colons', () => {
    expect(parseNodeId('dataset:food_delivery:public.orders')).toMatchObject({ kind: 'dataset', namespace: 'food_delivery', name: 'public.orders' });
    expect(parseNodeId('job:ns:etl')).toMatchObject({ kind: 'job', namespace: 'ns', name: 'etl' });
  });

  it('keeps URI colons (scheme:// and host:port) inside the namespace', () => {
    expect(parseNodeId('dataset:kafka://broker:9092:orders')).toMatchObject({ namespace: 'kafka://broker:9092', name: 'orders' });
    expect(parseNodeId('dataset:s3://bucket:warehouse/t')).toMatchObject({ namespace: 's3://bucket', name: 'warehouse/t' });
  });

  it('lets extra colons in the name go to the last part', () => {
    expect(parseNodeId('dataset:ns:a:b:c')).toMatchObject({ namespace: 'ns', name: 'a:b:c' });
  });

  it('mis-splits plain colons in the namespace, as Marquez does (#1761)', () => {
    expect(parseNodeId('dataset:jdbc:h2:mem:x:tbl')).toMatchObject({ namespace: 'jdbc', name: 'h2:mem:x:tbl' });
    expect(parseNodeId('dataset:arn:aws:glue:eu-west-1:123:table/db/t')).toMatchObject({ namespace: 'arn' });
  });

  it('fails with 500 "No match available" when only URI/digit colons remain (#2921)', () => {
    // kafka://h:9092 plus a name starting with a digit: no colon qualifies as a cut.
    expect(() => parseNodeId('dataset:kafka://h:9092:1topic')).toThrowError(NodeIdError);
    try {
      parseNodeId('dataset:kafka://h:9092:1topic');
    } catch (e) {
      expect((e as NodeIdError).status).toBe(500);
      expect((e as Error).message).toBe('No match available');
    }
  });

  it('reads the #version suffix and datasetField ids', () => {
    const v = '4b3c7e55-1111-4222-8333-444455556666';
    expect(parseNodeId(`dataset:ns:t#${v}`)).toMatchObject({ name: 't', version: v });
    expect(parseNodeId('datasetField:ns:t:col')).toMatchObject({ kind: 'datasetField', namespace: 'ns', name: 't', field: 'col' });
    expect(parseNodeId(`datasetField:kafka://b:9092:topic:amount#${v}`)).toMatchObject({
      namespace: 'kafka://b:9092',
      name: 'topic',
      field: 'amount',
      version: v,
    });
  });

  it('rejects unknown prefixes with 404 and too few parts with 500', () => {
    expect(() => parseNodeId('table:ns:x')).toThrowError(expect.objectContaining({ status: 404 }) as Error);
    expect(() => parseNodeId('dataset:ns')).toThrowError(expect.objectContaining({ status: 500 }) as Error);
  });

  it('never throws anything but NodeIdError and always terminates (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(':', '#', '/', 'a', '1', 'd', 'j', 'o', 'b', 's', 't', 'e') }),
        fc.constantFrom('dataset:', 'job:', 'datasetField:', 'run:', ''),
        (s, p) => {
          try {
            const r = parseNodeId(p + s);
            expect(typeof r.namespace).toBe('string');
          } catch (e) {
            expect(e).toBeInstanceOf(NodeIdError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
