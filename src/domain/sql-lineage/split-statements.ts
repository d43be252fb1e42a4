/** One statement of a script, with its offset so problems can point at it. */
export interface ScriptStatement {
  text: string;
  offset: number;
}

// Statement-set wrappers carry no lineage of their own: `EXECUTE STATEMENT SET BEGIN … END;` and the older
// `BEGIN STATEMENT SET; … END;` are read as the INSERTs inside them, one at a time, so that one statement the parser
// rejects does not hide its siblings.
const SET_OPENERS = [/^EXECUTE\s+STATEMENT\s+SET\s+BEGIN\b/i, /^BEGIN\s+STATEMENT\s+SET\b/i];

function trimmed(text: string, offset: number): ScriptStatement | null {
  let t = text;
  let o = offset;
  for (;;) {
    const lead = /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)/.exec(t);
    if (lead) {
      t = t.slice(lead[0].length);
      o += lead[0].length;
      continue;
    }
    const opener = SET_OPENERS.map((r) => r.exec(t)).find((m) => m !== null);
    if (opener) {
      t = t.slice(opener[0].length);
      o += opener[0].length;
      continue;
    }
    break;
  }
  t = t.replace(/\s+$/, '');
  if (t === '' || /^END$/i.test(t)) return null;
  return { text: t, offset: o };
}

/** Splits a Flink SQL script on top-level `;` (not inside quotes or comments). */
export function splitStatements(sql: string): ScriptStatement[] {
  const out: ScriptStatement[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number): void => {
    const s = trimmed(sql.slice(start, end), start);
    if (s) out.push(s);
  };
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"' || c === '`') {
      const close = sql.indexOf(c, i + 1);
      i = close < 0 ? sql.length : close + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? sql.length : nl + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      i = close < 0 ? sql.length : close + 2;
    } else if (c === ';') {
      push(i);
      start = i + 1;
      i++;
    } else {
      i++;
    }
  }
  push(sql.length);
  return out;
}
