/**
 * Registry schemas of the stand-in topics, as the Confluent converters register them (AvroData's `connect.name`
 * and `connect.parameters` for Decimal and Timestamp; JsonSchemaData's `connect.type`; Protobuf for the JDBC
 * source). PROVENANCE.md says where each shape comes from.
 */

const decimal = (precision: number, scale: number) => ({
  type: 'bytes',
  scale,
  precision,
  'connect.version': 1,
  'connect.parameters': { scale: String(scale), 'connect.decimal.precision': String(precision) },
  'connect.name': 'org.apache.kafka.connect.data.Decimal',
  logicalType: 'decimal',
});
const timestamp = { type: 'long', 'connect.version': 1, 'connect.name': 'org.apache.kafka.connect.data.Timestamp', logicalType: 'timestamp-millis' };

/** `shop.public.orders` after Debezium's ExtractNewRecordState: the row itself (dollars). */
export const ORDERS_VALUE_AVRO = {
  type: 'record',
  name: 'Value',
  namespace: 'shop.public.orders',
  fields: [
    { name: 'order_id', type: 'long' },
    { name: 'customer_id', type: 'long' },
    { name: 'amount', type: decimal(12, 2), doc: 'order amount in currency units (dollars, euros, …)' },
    { name: 'currency', type: 'string', doc: 'ISO 4217 code' },
    { name: 'status', type: 'string' },
    { name: 'created_at', type: timestamp },
  ],
  'connect.name': 'shop.public.orders.Value',
};

/** Debezium's MySQL envelope without an unwrap SMT: before/after share the `Value` record by name. */
export const PRODUCTS_ENVELOPE_AVRO = {
  type: 'record',
  name: 'Envelope',
  namespace: 'inventory.inventory.products',
  fields: [
    {
      name: 'before',
      type: [
        'null',
        {
          type: 'record',
          name: 'Value',
          fields: [
            { name: 'id', type: 'int' },
            { name: 'name', type: 'string' },
            { name: 'description', type: ['null', 'string'], default: null },
            { name: 'weight', type: ['null', 'double'], default: null },
          ],
          'connect.name': 'inventory.inventory.products.Value',
        },
      ],
      default: null,
    },
    { name: 'after', type: ['null', 'Value'], default: null },
    {
      name: 'source',
      type: {
        type: 'record',
        name: 'Source',
        namespace: 'io.debezium.connector.mysql',
        fields: [
          { name: 'version', type: 'string' },
          { name: 'connector', type: 'string' },
          { name: 'ts_ms', type: 'long' },
          { name: 'db', type: 'string' },
          { name: 'table', type: ['null', 'string'], default: null },
        ],
      },
    },
    { name: 'op', type: 'string' },
    { name: 'ts_ms', type: ['null', 'long'], default: null },
  ],
  'connect.name': 'inventory.inventory.products.Envelope',
};

/** SQL Server customers, unwrapped, through the JSON Schema converter (optional fields as oneOf with null). */
export const CUSTOMERS_JSON_SCHEMA = {
  type: 'object',
  title: 'erp.erp.dbo.customers.Value',
  properties: {
    id: { type: 'integer', 'connect.index': 0, 'connect.type': 'int32' },
    first_name: { type: 'string', 'connect.index': 1 },
    last_name: { type: 'string', 'connect.index': 2 },
    email: { 'connect.index': 3, oneOf: [{ type: 'null' }, { type: 'string' }] },
    __op: { 'connect.index': 4, oneOf: [{ type: 'null' }, { type: 'string' }] },
  },
  required: ['id', 'first_name', 'last_name'],
};

/** The JDBC source's `users` table through the Protobuf converter. */
export const USERS_PROTO = `syntax = "proto3";
package legacy;

// A row of the users table.
message users {
  int32 id = 1;
  string username = 2;
  Address address = 3;
  google.protobuf.Timestamp created = 4;
  message Address {
    string city = 1;
    string country = 2;
  }
  Tier tier = 5;
  enum Tier { FREE = 0; PAID = 1; }
}
`;

/** Page views, a plain Avro record read by the GCS and Azure sinks and mirrored by MirrorMaker 2. */
export const PAGEVIEWS_AVRO = {
  type: 'record',
  name: 'pageviews',
  namespace: 'ksql',
  fields: [
    { name: 'viewtime', type: 'long' },
    { name: 'userid', type: 'string' },
    { name: 'pageid', type: 'string' },
  ],
};

/** The sessions topic's schema does not parse (a field's type names a record the schema never defines). */
export const BROKEN_AVRO = '{"type":"record","name":"session","fields":[{"name":"id","type":"SessionId"}]}';

/** `shop.public.orders` after the `amount` migration: version 2 of the subject, amount in cents (BIGINT). */
export const TOPIC_CENTS_SUBJECT = {
  subject: 'shop.public.orders-value',
  version: 2,
  id: 7,
  schema: JSON.stringify({
    ...ORDERS_VALUE_AVRO,
    fields: ORDERS_VALUE_AVRO.fields.map((f) => (f.name === 'amount' ? { name: 'amount', type: 'long', doc: 'order amount in minor units (cents)' } : f)),
  }),
};
