import { z } from 'zod';
import { stitchKey, type StitchPair } from '../domain/stitching/stitch-policy.ts';
import { CONTROL_CHARS, MAX_ID_LENGTH } from './param-limits.ts';

// A stitch decision travels as a JSON array `[nsA, nameA, nsB, nameB]`: names may hold any character but NUL.
const pairSchema = z
  .string()
  .max(4 * MAX_ID_LENGTH)
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]))
  .refine((t) => t.every((s) => !CONTROL_CHARS.test(s)), 'control characters')
  .transform(([an, a, bn, b]): StitchPair => ({ a: { namespace: an, name: a }, b: { namespace: bn, name: b } }));

// Deciding hundreds of candidates is a review, not an investigation a link should carry.
const MAX_DECISIONS = 200;

export function pairValue(p: StitchPair): string {
  return JSON.stringify([p.a.namespace, p.a.name, p.b.namespace, p.b.name]);
}

export function parsePairs(values: readonly string[]): StitchPair[] {
  const out: StitchPair[] = [];
  const seen = new Set<string>();
  for (const raw of values) {
    if (out.length >= MAX_DECISIONS) break;
    const parsed = pairSchema.safeParse(raw);
    if (!parsed.success || seen.has(stitchKey(parsed.data))) continue;
    seen.add(stitchKey(parsed.data));
    out.push(parsed.data);
  }
  return out;
}
