/**
 * Deterministic UUIDs for scenario runs: the same seed always gives the same id, so recorded answers, screenshots
 * and e2e assertions stay stable. Pure TypeScript (no node:crypto) so the generator also runs in a browser bundle.
 */

// cyrb128: four 32-bit lanes of a fast non-cryptographic string hash, enough spread for ids that must only differ.
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const hex8 = (n: number): string => n.toString(16).padStart(8, '0');

/** A version-4-shaped UUID derived from `seed` (OpenLineage types `runId` as `format: uuid`). */
export function seededUuid(seed: string): string {
  const [a, b, c, d] = cyrb128(seed);
  const h = hex8(a) + hex8(b) + hex8(c) + hex8(d);
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The 32-bit seed of a string, for seeding a PRNG from a human-readable seed. */
export function seedOf(text: string): number {
  return cyrb128(text)[0];
}
