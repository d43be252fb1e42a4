type TypeFamily = 'number' | 'string' | 'boolean' | 'time' | 'binary' | 'unknown';

const FAMILIES: readonly (readonly [RegExp, TypeFamily])[] = [
  [/^(tiny|small|big)?int(eger)?\d*$|^long$|^short$|^byte$|^decimal|^numeric|^number|^double|^float|^real|^money|^serial/, 'number'],
  [/^(var)?char|^string|^text|^nvarchar|^varchar|^uuid|^json/, 'string'],
  [/^bool/, 'boolean'],
  [/^timestamp|^date|^time|^interval/, 'time'],
  [/^(var)?binary|^bytes|^blob|^bytea/, 'binary'],
];

function family(type: string | null | undefined): TypeFamily {
  const t = (type ?? '').trim().toLowerCase();
  if (!t) return 'unknown';
  for (const [re, fam] of FAMILIES) if (re.test(t)) return fam;
  return 'unknown';
}

/**
 * Loose type compatibility for inferred hops: same family (numeric, text, boolean, temporal, binary). An unknown
 * or missing type on either side is compatible, since many producers report no types at all.
 */
export function compatibleTypes(a: string | null | undefined, b: string | null | undefined): boolean {
  const fa = family(a);
  const fb = family(b);
  return fa === 'unknown' || fb === 'unknown' || fa === fb;
}

/** Field name normalisation for name matching: case and separators are ignored (`order_id` = `OrderId`). */
export function normaliseFieldName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
