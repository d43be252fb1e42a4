/**
 * dt-sql-parser 4.5.1's FlinkSQL grammar knows the TUMBLE, HOP and CUMULATE window TVFs but not SESSION (Flink 1.19+,
 * `SESSION(TABLE t [PARTITION BY k], DESCRIPTOR(ts), gap)`). Its columns are the same (the table's plus
 * window_start/end/time), so the call is read as a TUMBLE over the same table and time column, and its PARTITION BY
 * keys are handed to the resolver as WINDOW influences. Only the call's head is rewritten.
 */
export function rewriteSessionWindows(text: string): { text: string; partitions: Map<string, string[]> } {
  const partitions = new Map<string, string[]>();
  const rewritten = text.replace(
    /\bSESSION(\s*\(\s*TABLE\s+)([\w.`"]+)(?:\s+PARTITION\s+BY\s+(\([^)]*\)|[\w`"]+))?\s*,/gi,
    (_all, open: string, table: string, keys: string | undefined) => {
      const name = table.replace(/[`"]/g, '').toLowerCase();
      const list = (keys ?? '')
        .replace(/[()`"]/g, '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      partitions.set(name, [...(partitions.get(name) ?? []), ...list]);
      return `TUMBLE${open}${table},`;
    },
  );
  return { text: rewritten, partitions };
}
