import { createHash } from 'node:crypto';

const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Java's `UUID.nameUUIDFromBytes`: MD5 with the version-3 bits set, which Marquez uses for every content hash. */
export function nameUuid(text: string): string {
  const b = createHash('md5').update(text, 'utf8').digest();
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x30;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function isUuid(text: string): boolean {
  return UUID_RE.test(text);
}

/** Run uuid = `runId` when it is a UUID, else a name-based uuid of its bytes (marquez-semantics.md §1.2 step 2). */
export function runUuidFor(runId: string): string {
  return isUuid(runId) ? runId.toLowerCase() : nameUuid(runId);
}

/**
 * Row uuid (Marquez's random `uuid` columns). Derived from the row's natural key instead of random so that replaying
 * recorded events reproduces identical answers; it still differs from the content hash, as in Marquez (§5.1).
 */
export function rowUuid(table: string, key: string): string {
  return nameUuid(`tributary-emulator-row:${table}:${key}`);
}

/** Namespace names Marquez accepts (`NamespaceName`, marquez-api.md §a encoding rules). */
export const NAMESPACE_RE = /^[a-zA-Z:;=/0-9_\-.@+]{1,1024}$/;

/** `formatNamespaceName`: job namespaces lose every char outside this set (marquez-semantics.md §1.2 step 1, §4). */
export function formatNamespaceName(ns: string): string {
  return ns.replace(/[^a-zA-Z0-9:/\-_.@+]/g, '_');
}
