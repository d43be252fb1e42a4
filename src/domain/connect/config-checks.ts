import { error, warn, type Builder } from './mapping-builder.ts';
import { list } from './smt-flow.ts';

// Keys the mapping reads; a config key one or two letters away from one of them is most likely a typo that
// Connect ignores silently, so the connector does something else than its author meant.
const READ_KEYS = [
  'topics',
  'topics.regex',
  'topic.prefix',
  'table.include.list',
  'table.exclude.list',
  'schema.include.list',
  'database.include.list',
  'collection.include.list',
  'collection.exclude.list',
  'database.names',
  'database.dbname',
  'database.hostname',
  'database.port',
  'connection.url',
  'table.name.format',
  'table.whitelist',
  's3.bucket.name',
  'gcs.bucket.name',
  'azblob.container.name',
  'azblob.account.name',
  'topics.dir',
  'iceberg.tables',
  'iceberg.catalog.warehouse',
  'iceberg.catalog.uri',
  'iceberg.catalog.type',
  'source.cluster.alias',
  'source.cluster.bootstrap.servers',
  'target.cluster.bootstrap.servers',
  'value.converter',
  'transforms',
  'topic.index.map',
  'collection.name.format',
  'schema.exclude.list',
  'database.exclude.list',
];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] ?? 0;
      row[j] = Math.min(cur + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] ?? 0;
}

export function checkUnknownKeys(b: Builder): void {
  for (const key of Object.keys(b.snapshot.config)) {
    if (READ_KEYS.includes(key) || key.startsWith('transforms.') || key.startsWith('predicates.')) continue;
    const near = READ_KEYS.find((k) => Math.abs(k.length - key.length) <= 2 && editDistance(k, key) <= 2);
    if (near) warn(b, `config key ${key} is not one Connect or the connector reads; did you mean ${near}? (the lineage is derived without it)`);
  }
}

/** Config keys that name a transform the `transforms` list does not, or a transform without a type. */
export function checkTransformKeys(b: Builder): void {
  const aliases = new Set(list(b.snapshot.config.transforms));
  const orphans = new Set<string>();
  for (const key of Object.keys(b.snapshot.config)) {
    const m = /^transforms\.([^.]+)\./.exec(key);
    if (m?.[1] && !aliases.has(m[1])) orphans.add(m[1]);
  }
  for (const o of orphans) warn(b, `config keys transforms.${o}.* name a transform that "transforms" does not list: ignored, as Connect does`);
  for (const smt of b.chain) if (!smt.className) error(b, `transform ${smt.alias} has no transforms.${smt.alias}.type`);
}
