import type { Catalog, DatasetIdentity } from './catalog.ts';
import { indexDatasets } from './catalog.ts';
import { fieldNames } from './dataset-facets.ts';
import { groupPairs } from './pairs.ts';
import type { ProposedStitch } from './stitch-candidate.ts';

interface Broker {
  host: string;
  port: string;
}

/** Brokers of a `kafka://h1:p1[,h2:p2…]` namespace, lower-cased; null for any other namespace. */
export function parseKafkaNamespace(namespace: string): Broker[] | null {
  const match = /^kafka:\/\/(.*)$/i.exec(namespace);
  if (!match) return null;
  const brokers: Broker[] = [];
  for (const part of (match[1] ?? '').split(',')) {
    const hostPort = part.trim().replace(/\/+$/, '').toLowerCase();
    if (!hostPort) continue;
    const colon = hostPort.lastIndexOf(':');
    brokers.push(colon > 0 ? { host: hostPort.slice(0, colon), port: hostPort.slice(colon + 1) } : { host: hostPort, port: '' });
  }
  return brokers.length > 0 ? brokers : null;
}

// broker-1.prod.example and broker-2.prod.example: hosts of one cluster usually differ only in a number.
function hostStem(host: string): string {
  const [first = '', ...rest] = host.split('.');
  return [first.replace(/[-_]?\d+$/, ''), ...rest].join('.');
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

function score(a: Broker[], b: Broker[]): { confidence: number; why: string } {
  const keysA = new Set(a.map((x) => `${x.host}:${x.port}`));
  const keysB = new Set(b.map((x) => `${x.host}:${x.port}`));
  const shared = [...keysA].filter((k) => keysB.has(k));
  if (shared.length === keysA.size && shared.length === keysB.size) return { confidence: 0.95, why: 'the same brokers in another order' };
  if (shared.length > 0) return { confidence: 0.9, why: `both list broker ${shared[0] ?? ''}` };
  const stemsA = new Set(a.map((x) => `${hostStem(x.host)}:${x.port}`));
  if (b.some((x) => stemsA.has(`${hostStem(x.host)}:${x.port}`))) return { confidence: 0.8, why: 'broker hosts of one naming pattern' };
  const hostsA = new Set(a.map((x) => x.host));
  if (b.some((x) => hostsA.has(x.host))) return { confidence: 0.7, why: 'the same broker host on another port' };
  return { confidence: 0.6, why: 'different bootstrap servers' };
}

function hint(a: Broker[], b: Broker[]): string {
  const hosts = [...new Set([...a, ...b].map((x) => x.host))].sort();
  return (
    'OpenLineage keeps only the first bootstrap server, so jobs listing the brokers differently report different ' +
    "namespaces for one topic. Configure the OpenLineage client's dataset.namespaceResolvers in every job " +
    `(type: hostList, hosts: [${hosts.join(', ')}], schema: kafka) so they resolve to one namespace.`
  );
}

/**
 * Rule (b): one Kafka topic under namespaces that differ only in broker host, port or order.
 * Confidence rises when the host lists overlap and when both report the same fields.
 */
export function kafkaStitches(catalog: Catalog): ProposedStitch[] {
  const byTopic = new Map<string, { ref: DatasetIdentity; brokers: Broker[]; fields: Set<string> }[]>();
  for (const { ref, dataset } of indexDatasets(catalog).values()) {
    const brokers = parseKafkaNamespace(ref.namespace);
    if (!brokers) continue;
    let group = byTopic.get(ref.name);
    if (!group) byTopic.set(ref.name, (group = []));
    group.push({ ref, brokers, fields: fieldNames(dataset) });
  }

  const out: ProposedStitch[] = [];
  for (const [topic, group] of byTopic) {
    for (const [i, j] of groupPairs(group.length)) {
      const x = group[i];
      const y = group[j];
      if (!x || !y) continue;
      const { confidence, why } = score(x.brokers, y.brokers);
      // Spark reports the record envelope and Flink the payload, so differing fields are normal; equal ones add weight.
      const sameFields = jaccard(x.fields, y.fields) >= 0.8;
      out.push({
        x: x.ref,
        y: y.ref,
        rule: 'kafka-bootstrap',
        confidence: sameFields ? Math.min(0.99, confidence + 0.1) : confidence,
        hint: hint(x.brokers, y.brokers),
        evidence: `topic ${topic} under ${x.ref.namespace} and ${y.ref.namespace}: ${why}${sameFields ? ', same fields' : ''}`,
      });
    }
  }
  return out;
}
