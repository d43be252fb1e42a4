/**
 * A tiny SQL tokenizer for display only (Flink SQL, Spark SQL, dbt-compiled SQL). It never rejects input:
 * anything it does not recognise becomes plain text, and the tokens always concatenate back to the input, so the
 * highlighted view shows exactly what the producer sent.
 */
export type SqlTokenKind = 'keyword' | 'function' | 'string' | 'identifier' | 'number' | 'comment' | 'operator' | 'text';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
}

const KEYWORDS = new Set(
  `ADD ALL ALTER AND ANY ARRAY AS ASC BETWEEN BIGINT BOOLEAN BY CASE CAST CATALOG CHAR COLUMN CREATE CROSS CUBE
   CURRENT_DATE CURRENT_TIMESTAMP DATABASE DATE DECIMAL DELETE DESC DESCRIBE DISTINCT DOUBLE DROP ELSE END EXCEPT
   EXISTS EXPLAIN FALSE FILTER FIRST FLOAT FOR FROM FULL FUNCTION GROUP HAVING HOP IF IN INNER INSERT INT INTEGER
   INTERSECT INTERVAL INTO IS JOIN KEY LAST LATERAL LEFT LIKE LIMIT MAP MATCH_RECOGNIZE MERGE MINUTE NOT NULL NULLS
   OF ON OR ORDER OUTER OVER OVERWRITE PARTITION PARTITIONED PRIMARY REPLACE RIGHT ROLLUP ROW ROWS SECOND SELECT
   SESSION SET SHOW SMALLINT STRING SYSTEM_TIME TABLE TEMPORARY THEN TIMESTAMP TIMESTAMP_LTZ TINYINT TO TRUE
   TUMBLE UNION UNNEST UPDATE USING VALUES VARCHAR VIEW WATERMARK WHEN WHERE WINDOW WITH WITHIN`.split(/\s+/),
);

// Ordered alternatives; the first that matches at the cursor wins.
const RULES: readonly [SqlTokenKind, RegExp][] = [
  ['comment', /--[^\n]*/y],
  ['comment', /\/\*[\s\S]*?(?:\*\/|$)/y],
  ['string', /'(?:[^']|'')*(?:'|$)/y],
  ['identifier', /"(?:[^"]|"")*(?:"|$)/y],
  ['identifier', /`(?:[^`]|``)*(?:`|$)/y],
  ['number', /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\p{L}\p{N}_])/uy],
  ['text', /[\p{L}_][\p{L}\p{N}_$]*/uy],
  ['operator', /<>|<=|>=|!=|\|\||::|[-+*/%=<>(),;.]/y],
  ['text', /\s+/y],
];

/** Splits SQL into display tokens; `tokens.map(t => t.text).join('') === sql` always holds. */
export function tokenizeSql(sql: string): SqlToken[] {
  const out: SqlToken[] = [];
  let i = 0;
  const push = (kind: SqlTokenKind, text: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind && (kind === 'text' || kind === 'operator')) last.text += text;
    else out.push({ kind, text });
  };
  outer: while (i < sql.length) {
    for (const [kind, re] of RULES) {
      re.lastIndex = i;
      const m = re.exec(sql);
      if (m && m[0].length > 0) {
        const text = m[0];
        if (kind === 'text' && /^[\p{L}_]/u.test(text)) push(classifyWord(sql, i + text.length, text), text);
        else push(kind, text);
        i += text.length;
        continue outer;
      }
    }
    // Not SQL we recognise: keep it verbatim, one code point at a time.
    const cp = String.fromCodePoint(sql.codePointAt(i) ?? 0xfffd);
    push('text', cp);
    i += cp.length;
  }
  return out;
}

function classifyWord(sql: string, end: number, word: string): SqlTokenKind {
  if (KEYWORDS.has(word.toUpperCase())) return 'keyword';
  const rest = sql.slice(end, end + 64);
  return /^\s*\(/.test(rest) ? 'function' : 'identifier';
}
