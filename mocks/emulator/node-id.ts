/**
 * Marquez's server-side nodeId parsing (`NodeId.parts`, docs/marquez-api.md#colons-in-namespaces-and-node-ids),
 * reproduced with its flaws on purpose:
 * split on `:`/`#`; with more parts than expected, cut at each `:` not followed by `//` or a digit, the last part
 * taking the rest. Plain colons in a namespace (`jdbc:h2:mem:x`) are therefore mis-split.
 */

export type NodeKind = 'dataset' | 'job' | 'datasetField' | 'run';

export interface ParsedNodeId {
  kind: NodeKind;
  namespace: string;
  name: string;
  field: string | null;
  version: string | null;
}

/** Why a nodeId could not be turned into parts; Marquez answers these with 404 or 500
 * (docs/marquez-api.md#colons-in-namespaces-and-node-ids). */
export class NodeIdError extends Error {
  constructor(
    readonly status: 404 | 500,
    message: string,
  ) {
    super(message);
  }
}

const PREFIX_RE = /^(dataset|job|run|datasetField):/s;

// Java's String.split drops trailing empty strings.
function javaSplit(value: string, re: RegExp): string[] {
  const parts = value.split(re);
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

function parts(value: string, expected: number): string[] {
  const simple = javaSplit(value, /[:#]/);
  if (simple.length < expected) throw new NodeIdError(500, `Expected NodeId with ${expected} parts. Got: ${value}`);
  if (simple.length === expected) return simple;
  const re = /:(?!\/\/|\d+)/g;
  const out: string[] = [];
  let prev = 0;
  for (let i = 0; i < expected - 1; i++) {
    const m = re.exec(value);
    // Java's Matcher.start() after a failed find(): IllegalStateException "No match available" → 500 (#2921).
    if (!m) throw new NodeIdError(500, 'No match available');
    out.push(value.slice(prev, m.index));
    prev = m.index + 1;
  }
  out.push(value.slice(prev));
  return out;
}

function splitVersion(text: string): { name: string; version: string | null } {
  const i = text.indexOf('#');
  return i < 0 ? { name: text, version: null } : { name: text.slice(0, i), version: text.slice(i + 1).split('#')[0] ?? '' };
}

/** Parses a nodeId the way Marquez does; throws {@link NodeIdError} where Marquez fails. */
export function parseNodeId(value: string): ParsedNodeId {
  const prefix = PREFIX_RE.exec(value);
  // A value that fails NodeId's constructor is a failed query-param conversion: 404 (docs/marquez-api.md#errors).
  if (!prefix) throw new NodeIdError(404, `node ID (${value}) must start with 'dataset', 'job', or 'run'`);
  const kind = prefix[1] as NodeKind;
  if (kind === 'run') {
    const p = parts(value, 2);
    return { kind, namespace: '', name: p[1] ?? '', field: null, version: null };
  }
  if (kind === 'datasetField') {
    const p = parts(value, 4);
    const f = splitVersion(p[3] ?? '');
    return { kind, namespace: p[1] ?? '', name: p[2] ?? '', field: f.name, version: f.version };
  }
  const p = parts(value, 3);
  const n = splitVersion(p[2] ?? '');
  return { kind, namespace: p[1] ?? '', name: n.name, field: null, version: n.version };
}
