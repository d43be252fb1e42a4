/**
 * Marquez nodeIds (`dataset:NS:NAME`, `job:NS:NAME`, `datasetField:NS:DATASET:FIELD`, optional `#version`).
 * Building is unambiguous; parsing is not (namespaces and names may both contain `:`,
 * docs/marquez-api.md#colons-in-namespaces-and-node-ids).
 */

export interface DatasetRef {
  namespace: string;
  name: string;
}
export type JobRef = DatasetRef;
export interface FieldRef {
  namespace: string;
  dataset: string;
  field: string;
}

/** `dataset:NS:NAME[#version]`, raw (encode it once with {@link encodeQueryValue} for a query string). */
export function datasetNodeId(ref: DatasetRef, version?: string): string {
  return `dataset:${ref.namespace}:${ref.name}${version ? `#${version}` : ''}`;
}

/** `job:NS:NAME[#version]`, raw. */
export function jobNodeId(ref: JobRef, version?: string): string {
  return `job:${ref.namespace}:${ref.name}${version ? `#${version}` : ''}`;
}

/** `datasetField:NS:DATASET:FIELD[#version]`, raw. */
export function fieldNodeId(ref: FieldRef, version?: string): string {
  return `datasetField:${ref.namespace}:${ref.dataset}:${ref.field}${version ? `#${version}` : ''}`;
}

export type NodeKind = 'dataset' | 'job' | 'datasetField';

/** A nodeId taken apart. `version` is present only when the id carried a `#<uuid>` suffix. */
export type ParsedNodeId =
  | { kind: 'dataset'; namespace: string; name: string; version?: string }
  | { kind: 'job'; namespace: string; name: string; version?: string }
  | { kind: 'datasetField'; namespace: string; dataset: string; field: string; version?: string };

const KIND_PREFIX = /^(datasetField|dataset|job):/;
// Marquez versions are uuids. Accepting only a uuid after `#` lets names keep a `#` of their own.
const VERSION_SUFFIX = /#([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

// host[:port], comma-separated (Kafka bootstrap lists), optional userinfo without `:`, IPv6 in brackets.
const HOST_PORT = String.raw`(?:[^:/,@\[\]]*@)?(?:\[[0-9A-Fa-f:.]*\]|[^:/,@\[\]]*)(?::\d+)?`;
const URI_NAMESPACE = new RegExp(String.raw`^[A-Za-z][A-Za-z0-9+.\-]*://${HOST_PORT}(?:,${HOST_PORT})*(?:/[^:]*)?$`);
// arn:partition:service:region:account — the resource part is the dataset name (OpenLineage naming for Glue).
const ARN_NAMESPACE = /^arn:[^:/]+:[^:/]+:[^:/]*:[^:/]*$/;
// JDBC URLs nest colons freely (jdbc:h2:mem:x); the name is taken to be everything after the last colon.
const JDBC_NAMESPACE = /^jdbc:[^:]/;

function isStructuredNamespace(ns: string): boolean {
  return URI_NAMESPACE.test(ns) || ARN_NAMESPACE.test(ns) || JDBC_NAMESPACE.test(ns);
}

/**
 * Parses a Marquez nodeId. Returns `null` for other kinds (`run:`), or when the namespace or name is empty.
 *
 * With `knownNamespaces` (e.g. from GET /namespaces) the longest known namespace that prefixes the id wins.
 * Otherwise a heuristic picks the namespace/name boundary among the colons not followed by `//`:
 * the longest prefix that reads as a URI with authority (`kafka://b1:9092,b2:9092`, `s3://bucket`,
 * `postgres://db:5432`, digits after a host are a port), an AWS ARN (`arn:aws:glue:eu-west-1:123`) or a JDBC URL
 * (`jdbc:h2:mem:x`, name = after the last colon); failing those, the first colon (plain namespaces, colons in names).
 * Known limits of the heuristic: a name starting with `//`; a name starting with digits then `:`/`/`/`,` after a
 * port-less URI namespace (read as a port); plain namespaces with colons other than the forms above.
 * In `datasetField:` ids the field is the part after the last colon, so dataset names may hold colons, fields not.
 *
 * @example parseNodeId('dataset:kafka://broker:9092:orders') // { kind: 'dataset', namespace: 'kafka://broker:9092', name: 'orders' }
 */
export function parseNodeId(id: string, knownNamespaces?: readonly string[]): ParsedNodeId | null {
  const prefix = KIND_PREFIX.exec(id);
  if (!prefix) return null;
  const kind = prefix[1] as NodeKind;
  let body = id.slice(prefix[0].length);
  const versionMatch = VERSION_SUFFIX.exec(body);
  const version = versionMatch?.[1];
  if (versionMatch) body = body.slice(0, versionMatch.index);

  const restIsValid = kind === 'datasetField' ? splitField : (rest: string) => (rest.length > 0 ? rest : null);
  const ns = splitNamespace(body, knownNamespaces ?? [], (rest) => restIsValid(rest) !== null);
  if (ns === null) return null;
  const namespace = body.slice(0, ns);
  const rest = body.slice(ns + 1);
  const withVersion = version === undefined ? {} : { version };

  if (kind === 'datasetField') {
    const parts = splitField(rest);
    if (!parts) return null;
    return { kind, namespace, dataset: parts[0], field: parts[1], ...withVersion };
  }
  return { kind, namespace, name: rest, ...withVersion };
}

function splitField(rest: string): [string, string] | null {
  const at = rest.lastIndexOf(':');
  if (at <= 0 || at === rest.length - 1) return null;
  return [rest.slice(0, at), rest.slice(at + 1)];
}

/** Index of the colon that ends the namespace in `body`, or null. */
function splitNamespace(body: string, known: readonly string[], restOk: (rest: string) => boolean): number | null {
  let best: string | undefined;
  for (const ns of known) {
    if (ns.length === 0 || (best !== undefined && ns.length <= best.length)) continue;
    if (body.startsWith(`${ns}:`) && restOk(body.slice(ns.length + 1))) best = ns;
  }
  if (best !== undefined) return best.length;

  let first: number | null = null;
  let structured: number | null = null;
  for (let i = body.indexOf(':'); i !== -1; i = body.indexOf(':', i + 1)) {
    // Marquez's own rule: `://` never separates (docs/marquez-api.md#colons-in-namespaces-and-node-ids).
    if (i === 0 || body.startsWith('//', i + 1) || !restOk(body.slice(i + 1))) continue;
    first ??= i;
    if (isStructuredNamespace(body.slice(0, i))) structured = i;
  }
  return structured ?? first;
}

/** Rebuilds the nodeId string; `formatNodeId(parseNodeId(s)!) === s` for every id that parses. */
export function formatNodeId(parsed: ParsedNodeId): string {
  switch (parsed.kind) {
    case 'dataset':
      return datasetNodeId(parsed, parsed.version);
    case 'job':
      return jobNodeId(parsed, parsed.version);
    case 'datasetField':
      return fieldNodeId(parsed, parsed.version);
  }
}

// encodeURIComponent throws on lone surrogates; metadata is untrusted, so replace them rather than crash.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(s: string): string {
  return s.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Percent-encodes one path segment (a namespace, dataset or job name): `/` → `%2F`, space → `%20` (never `+`).
 * `:` stays raw as in Marquez's Java client (`s3:%2F%2Fbucket`). A name that is exactly `.` or `..` cannot be
 * sent in a path at all: URL parsers resolve it even as `%2E` (the client refuses such paths).
 */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(wellFormed(segment)).replace(/%3A/g, ':');
}

/**
 * Encodes a query-string value (a whole nodeId, once: Marquez decodes it, then splits it). Space → `%20`.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(wellFormed(value));
}
