import * as crypto from 'node:crypto';

const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

// `crypto.hash` (Node 20.12+) digests in one call: ingesting 18,000 events makes ~400,000 row ids, and a Hash object
// plus a Buffer for each cost about five times as much (docs/performance.md#test-time). Older Nodes keep the object.
const oneShot = (crypto as { hash?: (algorithm: string, data: string | Buffer, encoding: 'hex') => string }).hash;
const md5Hex = (bytes: string | Buffer): string => (oneShot ? oneShot('md5', bytes, 'hex') : crypto.createHash('md5').update(bytes).digest('hex'));

// Version 3 in byte 6's high nibble, the IETF variant (10xx) in byte 8's: set on the hex digits, as Java sets the bits.
function md5Uuid(bytes: string | Buffer): string {
  const h = md5Hex(bytes);
  const variant = '89ab'.charAt(parseInt(h.charAt(16), 16) & 3);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-3${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20)}`;
}

/** Java's `UUID.nameUUIDFromBytes`: MD5 with the version-3 bits set, which Marquez uses for every content hash. */
export function nameUuid(text: string): string {
  return md5Uuid(text);
}

// RFC 4122's URL namespace, which Marquez (and the OpenLineage Airflow integration) put before the name bytes.
const NAMESPACE_URL = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/**
 * Marquez's `Utils.toNameBasedUuid(parts…)`: the parts joined with `.`, prefixed by the URL namespace's 16 bytes,
 * then `UUID.nameUUIDFromBytes` (docs/marquez-behaviours.md, "Parent runs").
 */
export function toNameBasedUuid(...parts: string[]): string {
  return md5Uuid(Buffer.concat([NAMESPACE_URL, Buffer.from(parts.join('.'), 'utf8')]));
}

const HEX_PART = /^\+?[0-9a-fA-F]+$/;

/**
 * Java's `UUID.fromString`, which is laxer than the canonical form: five `-`-separated hex groups of any length up to
 * 36 characters in all, each group masked to its width (`1-2-3-4-5` is accepted). Null where Java throws.
 */
export function javaUuidFromString(text: string): string | null {
  if (text.length > 36) return null;
  const parts = text.split('-');
  if (parts.length !== 5) return null;
  const widths = [8, 4, 4, 4, 12];
  const out: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (!HEX_PART.test(part)) return null;
    const value = BigInt(`0x${part.replace(/^\+/, '')}`);
    // Each group goes through Long.parseLong (NumberFormatException past 63 bits), then is masked to its width.
    if (value > 0x7fffffffffffffffn) return null;
    const width = widths[i] ?? 0;
    const masked = BigInt.asUintN(width * 4, value);
    out.push(masked.toString(16).padStart(width, '0'));
  }
  return out.join('-');
}

export function isUuid(text: string): boolean {
  return UUID_RE.test(text);
}

/** Run uuid = `runId` when Java's `UUID.fromString` takes it, else a name-based uuid of its bytes (`OpenLineageDao.runToUuid`). */
export function runUuidFor(runId: string): string {
  return javaUuidFromString(runId) ?? nameUuid(runId);
}

/**
 * Row uuid (Marquez's random `uuid` columns). Derived from the row's natural key instead of random so that replaying
 * recorded events reproduces identical answers; it still differs from the content hash, as in Marquez
 * (docs/marquez-behaviours.md#two-kinds-of-version-id).
 */
export function rowUuid(table: string, key: string): string {
  return nameUuid(`tributary-emulator-row:${table}:${key}`);
}

/** Namespace names Marquez accepts (`NamespaceName`, docs/marquez-api.md#encoding-names-in-paths-and-node-ids). */
export const NAMESPACE_RE = /^[a-zA-Z:;=/0-9_\-.@+]{1,1024}$/;

/**
 * `formatNamespaceName`: job namespaces lose every char outside this set
 * (docs/marquez-behaviours.md#run-events-step-by-step step 1, docs/marquez-behaviours.md#silent-drops-and-rewrites).
 */
export function formatNamespaceName(ns: string): string {
  return ns.replace(/[^a-zA-Z0-9:/\-_.@+]/g, '_');
}
