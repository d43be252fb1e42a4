import { describe, expect, it } from 'vitest';
import type { ConnectorSnapshot, InputFieldRef, LineageDataset } from './connect-types.ts';
import { mapConnector } from './map-connector.ts';
import { mappingContext, type SubjectAnswer } from './mapping-context.ts';

// Issue 28: the shapes public connector configs take that the stand-ins did not hold. Each test is a minimal
// reproduction of one defect: Debezium's tutorial include lists, fan-in routing, a JDBC sink's schema, the
// outbox EventRouter, Elasticsearch index names, a third-party SMT.

const KAFKA = 'kafka://broker:9092';
const row = (name: string, fields: [string, string][]) => ({ type: 'record', name, fields: fields.map(([n, type]) => ({ name: n, type })) });
/** Debezium's envelope around a row, as the AvroConverter registers it. */
const envelope = (fields: [string, string][]) => ({
  type: 'record',
  name: 'Envelope',
  fields: [
    { name: 'before', type: ['null', row('Value', fields)], default: null },
    { name: 'after', type: ['null', 'Value'], default: null },
    { name: 'op', type: 'string' },
    { name: 'ts_ms', type: ['null', 'long'], default: null },
  ],
});
const subject = (topic: string, schema: unknown, id = 1): [string, SubjectAnswer] => [
  `${topic}-value`,
  { kind: 'subject', value: { subject: `${topic}-value`, version: 1, id, schema: JSON.stringify(schema) } },
];

function run(config: Record<string, string>, topics: string[], subjects: [string, SubjectAnswer][], name = 'c') {
  const snapshot: ConnectorSnapshot = { name, config: { ...config, name }, state: 'RUNNING', tasks: [{ id: 0, state: 'RUNNING' }], activeTopics: topics };
  const answers = new Map(subjects);
  return mapConnector(snapshot, mappingContext(KAFKA, [snapshot], [...answers.keys()], answers));
}
const ids = (ds: LineageDataset[]) => ds.map((d) => `${d.namespace} ${d.name}`);
const from = (refs: InputFieldRef[] | undefined) => (refs ?? []).map((r) => `${r.name}.${r.field}`).sort();
const messages = (l: { problems: { message: string }[] }) => l.problems.map((p) => p.message).join('\n');

const CUSTOMERS: [string, string][] = [
  ['id', 'int'],
  ['first_name', 'string'],
  ['email', 'string'],
];
const ORDERS: [string, string][] = [
  ['order_number', 'int'],
  ['purchaser', 'int'],
  ['quantity', 'int'],
];

describe('include lists resolve to tables, never to a database or schema taken as a table', () => {
  const mysql = {
    'connector.class': 'io.debezium.connector.mysql.MySqlConnector',
    'database.hostname': 'mysql',
    'database.port': '3306',
    'topic.prefix': 'dbserver1',
    'database.include.list': 'inventory',
  };
  const tutorialTopics = ['dbserver1.inventory.customers', 'dbserver1.inventory.orders'];
  const tutorialSubjects = [subject('dbserver1.inventory.customers', envelope(CUSTOMERS)), subject('dbserver1.inventory.orders', envelope(ORDERS), 2)];

  it("MySQL database.include.list alone (Debezium's tutorial): each table of the database → its topic", () => {
    const l = run(mysql, tutorialTopics, tutorialSubjects);
    expect(ids(l.inputs)).toEqual(['mysql://mysql:3306 inventory.customers', 'mysql://mysql:3306 inventory.orders']);
    expect(ids(l.outputs)).toEqual([`${KAFKA} dbserver1.inventory.customers`, `${KAFKA} dbserver1.inventory.orders`]);
    expect(from(l.outputs[0]?.columnLineage?.['after.email'])).toEqual(['inventory.customers.email']);
    expect(l.columnLevel).toBe(true);
  });

  it('PostgreSQL schema.include.list alone; an exclude list and case-insensitive matching as Debezium does', () => {
    const pg = {
      'connector.class': 'io.debezium.connector.postgresql.PostgresConnector',
      'database.hostname': 'postgres',
      'database.dbname': 'postgres',
      'topic.prefix': 'dbserver1',
      'schema.include.list': 'INVENTORY',
      'table.exclude.list': 'inventory\\.ord.*',
    };
    const l = run(pg, tutorialTopics, tutorialSubjects);
    expect(ids(l.inputs)).toEqual(['postgres://postgres:5432 postgres.inventory.customers']);
    expect(ids(l.outputs)).toEqual([`${KAFKA} dbserver1.inventory.customers`]);
  });

  it('topics a RegexRouter renamed are traced back to their tables by routing each candidate forward', () => {
    const routed = {
      ...mysql,
      transforms: 'route',
      'transforms.route.type': 'org.apache.kafka.connect.transforms.RegexRouter',
      'transforms.route.regex': '([^.]+)\\.([^.]+)\\.([^.]+)',
      'transforms.route.replacement': '$3',
    };
    const l = run(routed, ['customers', 'orders'], [subject('customers', envelope(CUSTOMERS)), subject('orders', envelope(ORDERS), 2)]);
    expect(ids(l.inputs)).toEqual(['mysql://mysql:3306 inventory.customers', 'mysql://mysql:3306 inventory.orders']);
    expect(ids(l.outputs)).toEqual([`${KAFKA} customers`, `${KAFKA} orders`]);
  });

  it('nothing to resolve against: said on its own line, no dataset guessed; an entry matching nothing is reported', () => {
    const l = run(mysql, [], []);
    expect(l.inputs).toEqual([]);
    expect(l.outputs).toEqual([]);
    expect(messages(l)).toMatch(/database\.include\.list=inventory: none of the 0 active topics and registry subjects is a table topic under dbserver1\./);
    const partly = run({ ...mysql, 'database.include.list': 'inventory,billing' }, tutorialTopics, tutorialSubjects);
    expect(partly.inputs).toHaveLength(2);
    expect(messages(partly)).toContain('database.include.list entry "billing" matches no active topic or registry subject under dbserver1.');
  });
});

describe('fan-in: every routed topic reaches the table', () => {
  const sink = {
    'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
    'connection.url': 'jdbc:postgresql://warehouse:5432/dw',
    topics: 'eu.sales.orders,us.sales.orders,us.sales.customers',
    transforms: 'route',
    'transforms.route.type': 'org.apache.kafka.connect.transforms.RegexRouter',
    'transforms.route.regex': '.*\\.(orders)',
    'transforms.route.replacement': 'all_$1',
  };
  const subjects = [
    subject('eu.sales.orders', row('EuOrder', [...ORDERS, ['vat', 'double']])),
    subject('us.sales.orders', row('UsOrder', [...ORDERS, ['state', 'string']]), 2),
    subject('us.sales.customers', row('Customer', CUSTOMERS), 3),
  ];

  it('RegexRouter: both topics feed all_orders, their shared and own columns', () => {
    const l = run(sink, [], subjects);
    const orders = l.outputs.find((o) => o.name === 'dw.public.all_orders');
    expect(from(orders?.columnLineage?.quantity)).toEqual(['eu.sales.orders.quantity', 'us.sales.orders.quantity']);
    expect(from(orders?.columnLineage?.vat)).toEqual(['eu.sales.orders.vat']);
    expect(from(orders?.columnLineage?.state)).toEqual(['us.sales.orders.state']);
    expect(orders?.fields?.map((f) => f.name)).toEqual(['order_number', 'purchaser', 'quantity', 'vat', 'state']);
  });

  it('under a TopicNameMatches predicate: only the matching topics are routed, the others keep their name', () => {
    const predicated = {
      ...sink,
      'transforms.route.regex': '(.*)',
      'transforms.route.replacement': 'all_orders',
      'transforms.route.predicate': 'isOrders',
      predicates: 'isOrders',
      'predicates.isOrders.type': 'org.apache.kafka.connect.transforms.predicates.TopicNameMatches',
      'predicates.isOrders.pattern': '.*\\.orders',
    };
    const l = run(predicated, [], subjects);
    expect(ids(l.outputs).sort()).toEqual(['postgres://warehouse:5432 dw.public.all_orders', 'postgres://warehouse:5432 dw.sales.customers']);
    const orders = l.outputs.find((o) => o.name === 'dw.public.all_orders');
    expect(from(orders?.columnLineage?.purchaser)).toEqual(['eu.sales.orders.purchaser', 'us.sales.orders.purchaser']);
    expect(l.smtSteps[0]?.effects.join()).toContain('predicate isOrders (TopicNameMatches .*\\.orders): not for topic us.sales.customers, skipped');
  });
});

describe("a JDBC sink's table is in the connection's schema", () => {
  const base = { 'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector', topics: 'customers' };
  const subjects = [subject('customers', row('Customer', CUSTOMERS))];
  const table = (config: Record<string, string>) => ids(run({ ...base, ...config }, [], subjects).outputs);

  it('PostgreSQL currentSchema and search_path options', () => {
    expect(table({ 'connection.url': 'jdbc:postgresql://db:5432/sinkdb?currentSchema=inventorysink' })).toEqual([
      'postgres://db:5432 sinkdb.inventorysink.customers',
    ]);
    expect(table({ 'connection.url': 'jdbc:postgresql://db:5432/sinkdb?options=-c%20search_path%3D%22%24user%22,staging,public' })).toEqual([
      'postgres://db:5432 sinkdb.staging.customers',
    ]);
    // A schema in table.name.format wins over the connection's.
    expect(table({ 'connection.url': 'jdbc:postgresql://db:5432/sinkdb?currentSchema=inventorysink', 'table.name.format': 'audit.${topic}' })).toEqual([
      'postgres://db:5432 sinkdb.audit.customers',
    ]);
  });

  it('SQL Server databaseName (or database), MySQL database prefix, Debezium sink dots → underscores', () => {
    expect(table({ 'connection.url': 'jdbc:sqlserver://mssql:1433;database=sinkdb;encrypt=false' })).toEqual(['mssql://mssql:1433 sinkdb.dbo.customers']);
    expect(table({ 'connection.url': 'jdbc:mysql://mysql:3306/sinkdb', 'table.name.format': 'archive.${topic}_v2' })).toEqual([
      'mysql://mysql:3306 archive.customers_v2',
    ]);
    const dbz = run(
      {
        'connector.class': 'io.debezium.connector.jdbc.JdbcSinkConnector',
        'connection.url': 'jdbc:postgresql://db:5432/sinkdb?currentSchema=inventorysink',
        topics: 'dbserver1.inventory.customers',
      },
      [],
      [subject('dbserver1.inventory.customers', row('Customer', CUSTOMERS))],
    );
    expect(ids(dbz.outputs)).toEqual(['postgres://db:5432 sinkdb.inventorysink.dbserver1_inventory_customers']);
    // It reads Debezium's change event itself: the table gets the after row.
    const envelopeSink = run(
      {
        'connector.class': 'io.debezium.connector.jdbc.JdbcSinkConnector',
        'connection.url': 'jdbc:postgresql://db:5432/sinkdb',
        topics: 'dbserver1.inventory.customers',
      },
      [],
      [subject('dbserver1.inventory.customers', envelope(CUSTOMERS))],
    );
    expect(envelopeSink.outputs[0]?.fields?.map((f) => f.name)).toEqual(['id', 'first_name', 'email']);
    expect(from(envelopeSink.outputs[0]?.columnLineage?.email)).toEqual(['dbserver1.inventory.customers.after.email']);
  });
});

describe('outbox EventRouter', () => {
  const outbox = {
    'connector.class': 'io.debezium.connector.postgresql.PostgresConnector',
    'database.hostname': 'order-db',
    'database.dbname': 'orderdb',
    'topic.prefix': 'dbserver1',
    'table.include.list': 'public.outboxevent',
    transforms: 'outbox',
    'transforms.outbox.type': 'io.debezium.transforms.outbox.EventRouter',
  };
  const routedSubject = subject('outbox.event.order', row('OrderCreated', [...ORDERS, ['lineItems', 'string']]));

  it('names the routed topics, never the outbox table topic; payload feeds the value, aggregateid the key', () => {
    const l = run(outbox, ['outbox.event.order', 'outbox.event.customer', 'unrelated'], [routedSubject]);
    expect(ids(l.inputs)).toEqual(['postgres://order-db:5432 orderdb.public.outboxevent']);
    expect(ids(l.outputs)).toEqual([`${KAFKA} outbox.event.customer`, `${KAFKA} outbox.event.order`]);
    const order = l.outputs.find((o) => o.name === 'outbox.event.order');
    expect(from(order?.columnLineage?.quantity)).toEqual(['orderdb.public.outboxevent.payload']);
    expect(from(order?.keyLineage)).toEqual(['orderdb.public.outboxevent.aggregateid']);
    expect(l.outputs.find((o) => o.name === 'outbox.event.customer')?.datasetLevelReason).toMatch(/no subject outbox\.event\.customer-value/);
  });

  it('route.topic.replacement and route.by.field; no matching active topic: said, no output', () => {
    const custom = { ...outbox, 'transforms.outbox.route.by.field': 'type', 'transforms.outbox.route.topic.replacement': '${routedByValue}.events' };
    const l = run(custom, ['order.events', 'outbox.event.order'], []);
    expect(ids(l.outputs)).toEqual([`${KAFKA} order.events`]);
    expect(l.inputs[0]?.fields?.map((f) => f.name)).toContain('type');
    const none = run(outbox, [], []);
    expect(none.outputs).toEqual([]);
    expect(messages(none)).toMatch(/outbox \(EventRouter\): no active topic or registry subject matches outbox\.event\.\$\{routedByValue\}/);
  });
});

describe('Elasticsearch index names', () => {
  const es = {
    'connector.class': 'io.confluent.connect.elasticsearch.ElasticsearchSinkConnector',
    'connection.url': 'http://es:9200',
    topics: 'dbserver1.inventory.orders',
  };
  const subjects = [subject('dbserver1.inventory.orders', row('Order', ORDERS))];

  it('topic.index.map names the index; data streams are <type>-<dataset>-<topic>', () => {
    expect(ids(run({ ...es, 'topic.index.map': 'dbserver1.inventory.orders:orders' }, [], subjects).outputs)).toEqual(['elasticsearch://es:9200 orders']);
    expect(ids(run({ ...es, 'data.stream.type': 'LOGS', 'data.stream.dataset': 'shop' }, [], subjects).outputs)).toEqual([
      'elasticsearch://es:9200 logs-shop-dbserver1.inventory.orders',
    ]);
  });
});

describe('a third-party SMT', () => {
  it('stays unknown; its step lists the fields no longer derived after it', () => {
    const l = run(
      {
        'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
        'connection.url': 'jdbc:postgresql://db:5432/dw',
        topics: 'orders',
        transforms: 'drop,ts',
        'transforms.drop.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value',
        'transforms.drop.exclude': 'quantity',
        'transforms.ts.type': 'com.github.jcustenborder.kafka.connect.transform.common.ExtractTimestamp$Value',
        'transforms.ts.field.name': 'purchaser',
      },
      [],
      [subject('orders', row('Order', ORDERS))],
    );
    const step = l.smtSteps.find((s) => s.alias === 'ts');
    expect(step?.known).toBe(false);
    expect(step?.lostFields).toEqual(['order_number', 'purchaser']);
    expect(l.outputs[0]?.columnLineage).toBeNull();
    expect(l.columnLevel).toBe(false);
  });
});
