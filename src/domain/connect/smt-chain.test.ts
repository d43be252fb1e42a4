import { describe, expect, it } from 'vitest';
import type { ConnectField } from './connect-types.ts';
import { applyChain, smtChain } from './smt-chain.ts';
import { identityFlow, type FlowField } from './smt-flow.ts';
import { invertChain } from './invert-chain.ts';

// One test per SMT, on the configuration snippets of the Apache Kafka / Confluent / Debezium docs
// (mocks/connect/PROVENANCE.md, "SMTs").
const row: ConnectField[] = [
  { name: 'id', type: 'BIGINT' },
  { name: 'amount', type: 'DECIMAL(12,2)' },
  { name: 'email', type: 'STRING' },
  {
    name: 'address',
    type: 'STRUCT',
    fields: [
      { name: 'city', type: 'STRING' },
      { name: 'zip', type: 'STRING' },
    ],
  },
];
const run = (config: Record<string, string>, topic = 'shop.public.orders', fields: FlowField[] | null = identityFlow(row)) =>
  applyChain(smtChain(config), topic, fields);
const show = (fields: FlowField[] | null, prefix = ''): string[] =>
  (fields ?? []).flatMap((f) =>
    f.fields
      ? show(f.fields, `${prefix}${f.name}.`)
      : [
          `${prefix}${f.name}:${f.type} <- ${f.from.map((o) => `${o.path}${o.transformations.map((t) => `/${t.subtype}${t.masking ? '+mask' : ''}`).join('')}`).join(',') || '∅'}`,
        ],
  );

describe('SMT chain: topic routers', () => {
  it('RegexRouter: Java replaceFirst on a whole match; a regex matching nothing leaves the topic', () => {
    const cfg = {
      transforms: 'dropPrefix',
      'transforms.dropPrefix.type': 'org.apache.kafka.connect.transforms.RegexRouter',
      'transforms.dropPrefix.regex': 'soe-(.*)',
      'transforms.dropPrefix.replacement': '$1',
    };
    expect(run(cfg, 'soe-Order').topic).toBe('Order');
    const miss = run(cfg, 'Order');
    expect(miss.topic).toBe('Order');
    expect(miss.steps[0]?.effects).toEqual(['regex soe-(.*) does not match Order: unchanged']);
    expect(run({ ...cfg, 'transforms.dropPrefix.regex': '.*', 'transforms.dropPrefix.replacement': 'acme_$0' }, 'Order').topic).toBe('acme_Order');
  });

  it('TimestampRouter: topic.format with the timestamp pattern', () => {
    const r = run(
      {
        transforms: 't',
        'transforms.t.type': 'org.apache.kafka.connect.transforms.TimestampRouter',
        'transforms.t.topic.format': 'foo-${topic}-${timestamp}',
        'transforms.t.timestamp.format': 'YYYYMM',
      },
      'orders',
    );
    expect(r.topic).toBe('foo-orders-{YYYYMM}');
  });
});

describe('SMT chain: field reshaping', () => {
  it('ReplaceField: exclude, include and renames', () => {
    const r = run({
      transforms: 'r',
      'transforms.r.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value',
      'transforms.r.exclude': 'email',
      'transforms.r.renames': 'amount:amount_cents',
    });
    expect(show(r.fields)).toEqual([
      'id:BIGINT <- id',
      'amount_cents:DECIMAL(12,2) <- amount',
      'address.city:STRING <- address.city',
      'address.zip:STRING <- address.zip',
    ]);
    const inc = run({ transforms: 'r', 'transforms.r.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value', 'transforms.r.include': 'id,email' });
    expect(show(inc.fields)).toEqual(['id:BIGINT <- id', 'email:STRING <- email']);
  });

  it('ExtractNewRecordState: after.* becomes the value; add.fields and rewrite add fields from no column', () => {
    const envelope: FlowField[] = [
      { name: 'before', type: 'STRUCT', fields: identityFlow(row.slice(0, 2)), from: [] },
      { name: 'after', type: 'STRUCT', fields: identityFlow(row.slice(0, 2)), from: [] },
      { name: 'op', type: 'STRING', from: [] },
    ];
    const r = run(
      {
        transforms: 'unwrap',
        'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
        'transforms.unwrap.add.fields': 'op,source.ts_ms',
        'transforms.unwrap.delete.handling.mode': 'rewrite',
      },
      't',
      envelope,
    );
    expect(show(r.fields)).toEqual([
      'id:BIGINT <- id',
      'amount:DECIMAL(12,2) <- amount',
      '__op:STRING <- ∅',
      '__source_ts_ms:BIGINT <- ∅',
      '__deleted:BOOLEAN <- ∅',
    ]);
  });

  it("ExtractField: a struct field's children become the value", () => {
    const r = run({ transforms: 'x', 'transforms.x.type': 'org.apache.kafka.connect.transforms.ExtractField$Value', 'transforms.x.field': 'address' });
    expect(show(r.fields)).toEqual(['city:STRING <- address.city', 'zip:STRING <- address.zip']);
  });

  it('Flatten: nested fields joined by the delimiter, origins kept', () => {
    const r = run({ transforms: 'f', 'transforms.f.type': 'org.apache.kafka.connect.transforms.Flatten$Value', 'transforms.f.delimiter': '_' });
    expect(show(r.fields).slice(2)).toEqual(['email:STRING <- email', 'address_city:STRING <- address.city', 'address_zip:STRING <- address.zip']);
  });
});

describe('SMT chain: value transforms, key variants and inversion', () => {
  it('Cast: TRANSFORMATION on the cast fields, the type changes', () => {
    const r = run({ transforms: 'c', 'transforms.c.type': 'org.apache.kafka.connect.transforms.Cast$Value', 'transforms.c.spec': 'id:string,amount:float64' });
    expect(show(r.fields).slice(0, 2)).toEqual(['id:STRING <- id/TRANSFORMATION', 'amount:DOUBLE <- amount/TRANSFORMATION']);
  });

  it('MaskField: masking true', () => {
    const r = run({
      transforms: 'm',
      'transforms.m.type': 'org.apache.kafka.connect.transforms.MaskField$Value',
      'transforms.m.fields': 'email',
      'transforms.m.replacement': '****',
    });
    expect(show(r.fields)[2]).toBe('email:STRING <- email/TRANSFORMATION+mask');
    expect(r.fields?.[2]?.from[0]?.transformations[0]?.description).toBe('MaskField: replaced by "****"');
  });

  it('InsertField: new fields with no input (the ! and ? suffixes stripped)', () => {
    const r = run({
      transforms: 'i',
      'transforms.i.type': 'org.apache.kafka.connect.transforms.InsertField$Value',
      'transforms.i.topic.field': 'src_topic!',
      'transforms.i.static.field': 'origin',
      'transforms.i.static.value': 'erp',
    });
    expect(show(r.fields).slice(-2)).toEqual(['src_topic:STRING <- ∅', 'origin:STRING <- ∅']);
  });

  it('$Key variants change no value field; an unknown SMT stops the field derivation', () => {
    const key = run({ transforms: 'k', 'transforms.k.type': 'org.apache.kafka.connect.transforms.ReplaceField$Key', 'transforms.k.exclude': 'id' });
    expect(show(key.fields)[0]).toBe('id:BIGINT <- id');
    const unknown = run({ transforms: 'u', 'transforms.u.type': 'com.acme.Scramble' });
    expect(unknown.fields).toBeNull();
    expect(unknown.problems[0]?.message).toMatch(/com\.acme\.Scramble\) is not known/);
  });

  it('invertChain undoes renames, inserted and unwrapped fields', () => {
    const chain = smtChain({
      transforms: 'unwrap,r,i',
      'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
      'transforms.unwrap.add.fields': 'op',
      'transforms.r.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value',
      'transforms.r.renames': 'amount:amount_cents',
      'transforms.i.type': 'org.apache.kafka.connect.transforms.InsertField$Value',
      'transforms.i.offset.field': 'kafka_offset',
    });
    const after = [
      { name: 'id', type: 'BIGINT' },
      { name: 'amount_cents', type: 'BIGINT' },
      { name: '__op', type: 'STRING' },
      { name: 'kafka_offset', type: 'BIGINT' },
    ];
    const before = invertChain(chain, after).fields;
    expect(before?.find((f) => f.name === 'after')?.fields?.map((f) => f.name)).toEqual(['id', 'amount']);
  });
});
