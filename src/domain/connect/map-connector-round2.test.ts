import { describe, expect, it } from 'vitest';
import type { ConnectorSnapshot, LineageDataset } from './connect-types.ts';
import { mapConnector } from './map-connector.ts';
import { mappingContext, type SubjectAnswer } from './mapping-context.ts';

// Issue 28, second round: what the public corpus still got wrong. A nested field traced to a column the table
// does not have; per-window table names guessed from TimestampRouter's pattern; names after an unknown SMT.

const KAFKA = 'kafka://broker:9092';
const record = (name: string, fields: [string, unknown][]) => ({ type: 'record', name, fields: fields.map(([n, type]) => ({ name: n, type })) });
const GEOMETRY = record('Geometry', [
  ['wkb', 'bytes'],
  ['srid', ['null', 'int']],
]);
const GEOM_ROW = record('Value', [
  ['id', 'int'],
  ['g', GEOMETRY],
]);
const GEOM_ENVELOPE = {
  type: 'record',
  name: 'Envelope',
  fields: [
    { name: 'before', type: ['null', GEOM_ROW], default: null },
    { name: 'after', type: ['null', 'Value'], default: null },
    { name: 'op', type: 'string' },
  ],
};

function mapWith(config: Record<string, string>, topics: string[], schemas: Record<string, unknown>) {
  const snapshot: ConnectorSnapshot = {
    name: 'c',
    config: { ...config, name: 'c' },
    state: 'RUNNING',
    tasks: [{ id: 0, state: 'RUNNING' }],
    activeTopics: topics,
  };
  const answers = new Map<string, SubjectAnswer>(
    Object.entries(schemas).map(([topic, schema], i) => [
      `${topic}-value`,
      { kind: 'subject', value: { subject: `${topic}-value`, version: 1, id: i + 1, schema: JSON.stringify(schema) } },
    ]),
  );
  return mapConnector(snapshot, mappingContext(KAFKA, [snapshot], [...answers.keys()], answers));
}
const fieldsOf = (d: LineageDataset | undefined, path: string) => (d?.columnLineage?.[path] ?? []).map((r) => r.field);

const mysqlGeom = {
  'connector.class': 'io.debezium.connector.mysql.MySqlConnector',
  'database.hostname': 'mysql',
  'database.port': '3306',
  'topic.prefix': 'db',
  'table.include.list': 'inventory.geom',
};

describe("a source's nested field comes from the table's top-level column", () => {
  it('struct leaves (Geometry g.wkb, g.srid) trace to column g, not to columns the table lacks', () => {
    const l = mapWith(mysqlGeom, ['db.inventory.geom'], { 'db.inventory.geom': GEOM_ENVELOPE });
    const out = l.outputs[0];
    expect(fieldsOf(out, 'after.g.wkb')).toEqual(['g']);
    expect(fieldsOf(out, 'after.g.srid')).toEqual(['g']);
    expect(fieldsOf(out, 'after.id')).toEqual(['id']);
  });

  it('still column g after ExtractNewRecordState and Flatten', () => {
    const config = {
      ...mysqlGeom,
      transforms: 'unwrap,flat',
      'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
      'transforms.flat.type': 'org.apache.kafka.connect.transforms.Flatten$Value',
      'transforms.flat.delimiter': '_',
    };
    const flat = record('Value', [
      ['id', 'int'],
      ['g_wkb', 'bytes'],
      ['g_srid', ['null', 'int']],
    ]);
    const l = mapWith(config, ['db.inventory.geom'], { 'db.inventory.geom': flat });
    expect(fieldsOf(l.outputs[0], 'g_wkb')).toEqual(['g']);
    expect(fieldsOf(l.outputs[0], 'g_srid')).toEqual(['g']);
  });
});

const ROW = record('Row', [
  ['id', 'int'],
  ['amount', 'double'],
]);
const jdbcSink = (transforms: Record<string, string>) => ({
  'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
  'connection.url': 'jdbc:mysql://mysql:3306/demo',
  topics: 'sales',
  transforms: Object.keys(transforms)
    .filter((k) => k.endsWith('.type'))
    .map((k) => k.split('.')[1])
    .join(','),
  ...transforms,
});
const named = (ds: LineageDataset[]) => ds.map((d) => `${d.namespace} ${d.name}`);
const said = (l: { problems: { message: string }[] }) => l.problems.map((p) => p.message);

describe('TimestampRouter: the per-window names are not known from the config', () => {
  const router = { 'transforms.day.type': 'org.apache.kafka.connect.transforms.TimestampRouter', 'transforms.day.topic.format': '${topic}_${timestamp}' };

  it('a sink names no table from the pattern, says why on its own line, and keeps the topic it reads', () => {
    const l = mapWith(jdbcSink(router), ['sales'], { sales: ROW });
    expect(named(l.inputs)).toEqual([`${KAFKA} sales`]);
    expect(named(l.outputs)).toEqual([]);
    expect(said(l)).toContainEqual(expect.stringMatching(/day \(TimestampRouter\).*yyyyMMdd window.*\(sales_\{yyyyMMdd\}\).*not known/));
  });

  it('a source names no topic from the pattern either; its table stays dataset-level with the reason', () => {
    const config = { ...mysqlGeom, transforms: 'day', ...router };
    const l = mapWith(config, ['db.inventory.geom'], { 'db.inventory.geom': GEOM_ENVELOPE });
    expect(named(l.outputs)).toEqual([]);
    expect(l.inputs[0]?.datasetLevelReason).toMatch(/TimestampRouter/);
  });
});

describe('an unknown SMT that may rename the topic', () => {
  const unknown = (cls: string) => ({ 'transforms.u.type': `com.github.jcustenborder.kafka.connect.transform.common.${cls}` });

  it('ChangeTopicCase: the table after it is not named, and that is said', () => {
    const l = mapWith(jdbcSink(unknown('ChangeTopicCase')), ['sales'], { sales: ROW });
    expect(named(l.outputs)).toEqual([]);
    expect(said(l)).toContainEqual(expect.stringMatching(/ChangeTopicCase\) is not known and may rename the topic/));
  });

  it('an unknown SMT whose name speaks of neither topics nor routing keeps the table name (dataset-level)', () => {
    const l = mapWith(jdbcSink(unknown('ExtractTimestamp$Value')), ['sales'], { sales: ROW });
    expect(named(l.outputs)).toEqual(['mysql://mysql:3306 demo.sales']);
    expect(l.outputs[0]?.columnLineage).toBeNull();
  });
});
