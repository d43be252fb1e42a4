/**
 * Stable ids for connector runs: the same connector with the same config gives the same run id on every run of
 * the tool, so re-running it is idempotent, and a changed config gives a new run. Pure TypeScript (the browser's
 * /capture view builds the same events).
 */

// Four FNV-1a lanes with distinct offsets: not cryptographic, only well spread and reproducible.
function lanes(text: string): [number, number, number, number] {
  const h: [number, number, number, number] = [0x811c9dc5, 0x01000193 ^ 0x5bd1e995, 0x9e3779b9, 0x85ebca6b];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    for (let k = 0; k < 4; k++) h[k] = Math.imul((h[k] ?? 0) ^ (c + k * 131), 0x01000193) >>> 0;
  }
  // A final avalanche per lane, mixing in the next lane so short inputs still differ in every digit.
  return h.map((x, k) => {
    let y = (x ^ (h[(k + 1) % 4] ?? 0)) >>> 0;
    y = Math.imul(y ^ (y >>> 16), 0x85ebca6b) >>> 0;
    y = Math.imul(y ^ (y >>> 13), 0xc2b2ae35) >>> 0;
    return (y ^ (y >>> 16)) >>> 0;
  }) as [number, number, number, number];
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** A short hex digest of a text. */
export function digest(text: string): string {
  return lanes(text).map(hex8).join('');
}

/** A version-4-shaped UUID derived from `seed` (OpenLineage types runId as `format: uuid`). */
export function stableUuid(seed: string): string {
  const h = digest(seed);
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The digest of a connector config, independent of key order. */
export function configVersion(config: Readonly<Record<string, string>>): string {
  const sorted = Object.keys(config)
    .sort()
    .map((k) => [k, config[k]]);
  return digest(JSON.stringify(sorted)).slice(0, 16);
}
