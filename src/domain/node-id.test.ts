import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { datasetNodeId, encodeQueryValue, encodePathSegment, fieldNodeId, formatNodeId, jobNodeId, parseNodeId, type ParsedNodeId } from './node-id.ts';

const V = '3f1c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6';

// docs/marquez-api.md#colons-in-namespaces-and-node-ids
describe('parseNodeId: colons in namespaces and names', () => {
  it.each<[string, ParsedNodeId]>([
    ['dataset:food_delivery:public.orders_7_days', { kind: 'dataset', namespace: 'food_delivery', name: 'public.orders_7_days' }],
    ['job:food_delivery:etl_orders_7_days', { kind: 'job', namespace: 'food_delivery', name: 'etl_orders_7_days' }],
    // URI namespaces: `://` never splits, a port belongs to the namespace.
    ['dataset:kafka://broker:9092:orders', { kind: 'dataset', namespace: 'kafka://broker:9092', name: 'orders' }],
    ['dataset:kafka://b1:9092,b2:9092:orders.v1', { kind: 'dataset', namespace: 'kafka://b1:9092,b2:9092', name: 'orders.v1' }],
    ['dataset:s3://bucket:warehouse/db/table', { kind: 'dataset', namespace: 's3://bucket', name: 'warehouse/db/table' }],
    ['dataset:postgres://db:5432:public.orders', { kind: 'dataset', namespace: 'postgres://db:5432', name: 'public.orders' }],
    ['dataset:hdfs://nn:8020:/data/raw', { kind: 'dataset', namespace: 'hdfs://nn:8020', name: '/data/raw' }],
    // Extra colons in the name.
    ['dataset:food_delivery:a:b:c', { kind: 'dataset', namespace: 'food_delivery', name: 'a:b:c' }],
    ['dataset:s3://bucket:logs/2024-01-01T00:00:00', { kind: 'dataset', namespace: 's3://bucket', name: 'logs/2024-01-01T00:00:00' }],
    ['dataset:kafka://broker:9092:a:b', { kind: 'dataset', namespace: 'kafka://broker:9092', name: 'a:b' }],
    // Plain colons in the namespace: Marquez mis-splits these (#1761, #2921).
    ['dataset:jdbc:h2:mem:x:PUBLIC.ORDERS', { kind: 'dataset', namespace: 'jdbc:h2:mem:x', name: 'PUBLIC.ORDERS' }],
    ['dataset:jdbc:postgresql://db:5432/shop:public.t', { kind: 'dataset', namespace: 'jdbc:postgresql://db:5432/shop', name: 'public.t' }],
    [
      'dataset:arn:aws:glue:eu-west-1:123456789012:table/sales/orders',
      { kind: 'dataset', namespace: 'arn:aws:glue:eu-west-1:123456789012', name: 'table/sales/orders' },
    ],
    ['job:oracle://host:1521:nightly load', { kind: 'job', namespace: 'oracle://host:1521', name: 'nightly load' }],
    // Names starting with a digit next to URI colons.
    ['dataset:postgres://db:5432:2024_sales', { kind: 'dataset', namespace: 'postgres://db:5432', name: '2024_sales' }],
    ['dataset:kafka://broker:9092:9092', { kind: 'dataset', namespace: 'kafka://broker:9092', name: '9092' }],
    ['dataset:food:2024:q1', { kind: 'dataset', namespace: 'food', name: '2024:q1' }],
    // Dots, slashes, spaces.
    ['dataset:my ns:my table/with spaces.v2', { kind: 'dataset', namespace: 'my ns', name: 'my table/with spaces.v2' }],
    // datasetField: a colon in the dataset name, field after the last colon.
    [
      'datasetField:food_delivery:public.delivery_7_days:order_id',
      { kind: 'datasetField', namespace: 'food_delivery', dataset: 'public.delivery_7_days', field: 'order_id' },
    ],
    ['datasetField:ns:a:b:col', { kind: 'datasetField', namespace: 'ns', dataset: 'a:b', field: 'col' }],
    ['datasetField:kafka://b1:9092,b2:9092:orders:amount', { kind: 'datasetField', namespace: 'kafka://b1:9092,b2:9092', dataset: 'orders', field: 'amount' }],
    [
      'datasetField:arn:aws:glue:eu-west-1:123:table/db/t:col a',
      { kind: 'datasetField', namespace: 'arn:aws:glue:eu-west-1:123', dataset: 'table/db/t', field: 'col a' },
    ],
    // `#version` suffix; a `#` that is not followed by a uuid stays in the name.
    [`dataset:ns:t#${V}`, { kind: 'dataset', namespace: 'ns', name: 't', version: V }],
    [`job:kafka://h:9092:j#${V}`, { kind: 'job', namespace: 'kafka://h:9092', name: 'j', version: V }],
    [`datasetField:s3://b:d:f#${V}`, { kind: 'datasetField', namespace: 's3://b', dataset: 'd', field: 'f', version: V }],
    ['dataset:ns:channel#general', { kind: 'dataset', namespace: 'ns', name: 'channel#general' }],
  ])('%s', (id, expected) => {
    expect(parseNodeId(id)).toEqual(expected);
  });

  it.each([
    '',
    'dataset',
    'dataset:',
    'dataset:ns',
    'dataset:ns:',
    'dataset::name',
    'run:ns:x',
    'Dataset:ns:x',
    'datasetField:ns:ds',
    'datasetField:ns:ds:',
    `dataset:ns#${V}`,
  ])('rejects %j', (id) => {
    expect(parseNodeId(id)).toBeNull();
  });
});

describe('parseNodeId with known namespaces', () => {
  it('takes the longest known namespace that prefixes the id', () => {
    expect(parseNodeId('dataset:hive:metastore:db.t', ['hive', 'hive:metastore'])).toEqual({
      kind: 'dataset',
      namespace: 'hive:metastore',
      name: 'db.t',
    });
  });

  it('resolves what the heuristic reads as a port', () => {
    expect(parseNodeId('dataset:s3://bucket:2024:x')).toMatchObject({ namespace: 's3://bucket:2024', name: 'x' });
    expect(parseNodeId('dataset:s3://bucket:2024:x', ['s3://bucket'])).toMatchObject({ namespace: 's3://bucket', name: '2024:x' });
  });

  it('resolves plain colons in the namespace the heuristic cannot know', () => {
    expect(parseNodeId('job:my:ns:job')).toMatchObject({ namespace: 'my', name: 'ns:job' });
    expect(parseNodeId('job:my:ns:job', ['my:ns'])).toMatchObject({ namespace: 'my:ns', name: 'job' });
  });

  it('skips a known namespace that would leave no name, and falls back to the heuristic when none fits', () => {
    expect(parseNodeId('datasetField:a:b:c', ['a:b'])).toEqual({ kind: 'datasetField', namespace: 'a', dataset: 'b', field: 'c' });
    expect(parseNodeId('dataset:kafka://h:9092:t', ['postgres://db:5432'])).toMatchObject({ namespace: 'kafka://h:9092' });
  });
});

// Generators for the namespace families the heuristic claims to handle.
const hostChars = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,12}$/);
const port = fc.integer({ min: 1, max: 65535 }).map(String);
const scheme = fc.constantFrom('kafka', 's3', 'gs', 'postgres', 'mysql', 'hdfs', 'abfss', 'redshift', 'oracle');
const uriWithPorts = fc
  .tuple(scheme, fc.array(fc.tuple(hostChars, port), { minLength: 1, maxLength: 3 }))
  .map(([s, hosts]) => `${s}://${hosts.map(([h, p]) => `${h}:${p}`).join(',')}`);
const uriWithoutPort = fc.tuple(scheme, hostChars).map(([s, h]) => `${s}://${h}`);
const arn = fc
  .tuple(fc.constantFrom('glue', 'kinesis', 's3'), fc.constantFrom('eu-west-1', 'us-east-1', ''), fc.stringMatching(/^\d{12}$/))
  .map(([svc, region, account]) => `arn:aws:${svc}:${region}:${account}`);
const plain = fc.stringMatching(/^[A-Za-z0-9_.\-@+;=]{1,20}$/).filter((s) => s !== 'arn' && s !== 'jdbc');
// Names: anything, including colons, dots, slashes, spaces, `#`, unicode.
const name = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' });
const versionArb = fc.option(fc.uuid(), { nil: undefined });
const endsWithVersion = (s: string) => /#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

describe('parseNodeId properties', () => {
  it('never throws and always re-formats to the same string', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('dataset:', 'job:', 'datasetField:', ''),
        fc.string({ unit: 'binary' }),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
        (prefix, s, known) => {
          const id = prefix + s;
          const parsed = parseNodeId(id, known);
          if (parsed) expect(formatNodeId(parsed)).toBe(id);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('round-trips any namespace and name when the namespace is known', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), name, fc.constantFrom('dataset', 'job'), versionArb, (ns, n, kind, v) => {
        fc.pre(v !== undefined || !endsWithVersion(n));
        const id = kind === 'dataset' ? datasetNodeId({ namespace: ns, name: n }, v) : jobNodeId({ namespace: ns, name: n }, v);
        expect(parseNodeId(id, [ns, `${ns}x`])).toEqual({ kind, namespace: ns, name: n, ...(v ? { version: v } : {}) });
      }),
      { numRuns: 1500 },
    );
  });

  it('round-trips datasetField ids when the field has no colon', () => {
    fc.assert(
      fc.property(
        fc.oneof(uriWithPorts, uriWithoutPort, arn, plain),
        name,
        fc.string({ minLength: 1, maxLength: 12 }).filter((f) => !f.includes(':')),
        versionArb,
        (ns, dataset, field, v) => {
          fc.pre(!dataset.startsWith('//') && (v !== undefined || !endsWithVersion(field)));
          fc.pre(!(ns.includes('://') && !/:\d+$/.test(ns) && /^\d+[:/,]/.test(dataset)));
          const id = fieldNodeId({ namespace: ns, dataset, field }, v);
          expect(parseNodeId(id, [ns])).toEqual({ kind: 'datasetField', namespace: ns, dataset, field, ...(v ? { version: v } : {}) });
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('round-trips URI, ARN and plain namespaces without a namespace list (outside the documented limits)', () => {
    fc.assert(
      fc.property(fc.oneof(uriWithPorts, uriWithoutPort, arn, plain), name, versionArb, (ns, n, v) => {
        fc.pre(!n.startsWith('//') && (v !== undefined || !endsWithVersion(n)));
        // Documented limit: digits right after a port-less URI authority read as a port.
        fc.pre(!(ns.includes('://') && !/:\d+$/.test(ns) && /^\d+([:/,]|$)/.test(n) && n.includes(':')));
        const id = datasetNodeId({ namespace: ns, name: n }, v);
        expect(parseNodeId(id)).toEqual({ kind: 'dataset', namespace: ns, name: n, ...(v ? { version: v } : {}) });
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips JDBC namespaces when the name has no colon', () => {
    const jdbc = fc.constantFrom('jdbc:h2:mem:x', 'jdbc:postgresql://db:5432/shop', 'jdbc:sqlserver://h:1433;databaseName=x', 'jdbc:oracle:thin:@h:1521:orcl');
    fc.assert(
      fc.property(
        jdbc,
        name.filter((n) => !n.includes(':')),
        (ns, n) => {
          fc.pre(!endsWithVersion(n));
          // Without a namespace list `x://` reads as a URI scheme: names starting with `//` are the documented limit.
          fc.pre(!n.startsWith('//'));
          expect(parseNodeId(jobNodeId({ namespace: ns, name: n }))).toEqual({ kind: 'job', namespace: ns, name: n });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('encoding', () => {
  it('encodes path segments per segment: %2F for /, %20 for space, never +', () => {
    expect(encodePathSegment('s3://bucket')).toBe('s3:%2F%2Fbucket');
    expect(encodePathSegment('my table/with spaces+plus')).toBe('my%20table%2Fwith%20spaces%2Bplus');
    expect(encodePathSegment('a#b?c%d')).toBe('a%23b%3Fc%25d');
    expect(encodePathSegment('a.b')).toBe('a.b');
  });

  it('encodes a nodeId once as a whole', () => {
    expect(encodeQueryValue('dataset:kafka://b:9092:orders v1')).toBe('dataset%3Akafka%3A%2F%2Fb%3A9092%3Aorders%20v1');
  });

  it('path segments decode back and never change the path structure', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), (s, raw) => {
        const enc = encodePathSegment(s);
        expect(decodeURIComponent(enc)).toBe(s);
        // Documented limit: `.` and `..` are dot segments to every URL parser, encoded or not.
        fc.pre(s !== '.' && s !== '..');
        expect(enc).not.toMatch(/[/?#+ ]/);
        const url = new URL(`/api/v1/namespaces/${enc}/datasets`, 'http://h');
        const segments = url.pathname.split('/');
        expect(segments).toHaveLength(6);
        expect(decodeURIComponent(segments[4] ?? '')).toBe(s);
        // Untrusted input with lone surrogates must not throw.
        expect(() => encodePathSegment(raw)).not.toThrow();
        expect(() => encodeQueryValue(raw)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  it('a whole-encoded nodeId survives URLSearchParams decoding', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const id = `dataset:${s}`;
        expect(new URL(`http://h/x?nodeId=${encodeQueryValue(id)}`).searchParams.get('nodeId')).toBe(id);
      }),
      { numRuns: 1000 },
    );
  });
});
