import { describe, expect, it } from 'vitest';
import type { ConnectorSnapshot, LineageDataset } from './connect-types.ts';
import { mapConnector } from './map-connector.ts';
import { mappingContext, type SubjectAnswer } from './mapping-context.ts';

// Issue 28, second round: what the public corpus still got wrong. A nested field traced to a column the table
// does not have; per-window table names guessed from TimestampRouter's pattern; names after an unknown SMT.

const KAFKA = 'kafka://broker:9092';
const GEOMETRY = {
  type: 'record',
  name: 'Geometry',
  fields: [
    { name: 'wkb', type: 'bytes' },
    { name: 'srid', type: ['null', 'int'] },
  ],
};
const GEOM_ROW = {
  type: 'record',
  name: 'Value',
  fields: [
    { name: 'id', type: 'int' },
    { name: 'g', type: GEOMETRY },
  ],
};
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
    const flat = {
      type: 'record',
      name: 'Value',
      fields: [
        { name: 'id', type: 'int' },
        { name: 'g_wkb', type: 'bytes' },
        { name: 'g_srid', type: ['null', 'int'] },
      ],
    };
    const l = mapWith(config, ['db.inventory.geom'], { 'db.inventory.geom': flat });
    expect(fieldsOf(l.outputs[0], 'g_wkb')).toEqual(['g']);
    expect(fieldsOf(l.outputs[0], 'g_srid')).toEqual(['g']);
  });
});
