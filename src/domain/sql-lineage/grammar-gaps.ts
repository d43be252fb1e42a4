import { lexFlinkSql, parseFlinkSql, type SqlNode, type SqlToken } from './flink-tree.ts';
import { UNNAMED_OVER } from './select-items.ts';

/**
 * Valid Flink SQL that dt-sql-parser 4.5.1's FlinkSQL grammar rejects, rewritten into a form it accepts that has the
 * same column references (docs/flink-sql-lineage.md#grammar-gaps-and-how-they-are-bridged). Used only as a fallback, when the statement as
 * written does not parse: a statement the grammar accepts is never rewritten.
 */
export interface Bridged {
  text: string;
  /** Maps an offset of the rewritten text back to the text as given (for expressions as written). */
  written: (offset: number) => number;
  /** Which gaps were bridged (for the docs' measure and for tests). */
  bridged: string[];
}

/** Replace `[start, end)` of the original text with `insert`. */
interface Edit {
  start: number;
  end: number;
  insert: string;
  gap: string;
  /** An insertion that closes what precedes it (a `)`): its offsets map to the character before, not after. */
  closes?: boolean;
}

const KEYWORD_CALLS: Record<string, { gap: string; words: RegExp }> = {
  // TRIM([BOTH|LEADING|TRAILING] [chars] FROM s), SUBSTRING(s FROM i [FOR n]), OVERLAY(s PLACING r FROM i [FOR n]),
  // FLOOR/CEIL(t TO unit): the grammar has these only as plain calls, so the keywords become commas.
  TRIM: { gap: 'TRIM(… FROM …)', words: /^(FROM)$/i },
  SUBSTRING: { gap: 'SUBSTRING(… FROM … FOR …)', words: /^(FROM|FOR)$/i },
  SUBSTR: { gap: 'SUBSTRING(… FROM … FOR …)', words: /^(FROM|FOR)$/i },
  OVERLAY: { gap: 'OVERLAY(… PLACING … FROM … FOR …)', words: /^(PLACING|FROM|FOR)$/i },
  FLOOR: { gap: 'FLOOR/CEIL(… TO unit)', words: /^TO$/i },
  CEIL: { gap: 'FLOOR/CEIL(… TO unit)', words: /^TO$/i },
};
const TRIM_SIDES = /^(BOTH|LEADING|TRAILING)$/i;
// Words after `OVER (…)` / `OVER w` that end the select item rather than name it.
const ITEM_END = /^(,|\)|;|FROM|WHERE|GROUP|HAVING|ORDER|UNION|EXCEPT|INTERSECT|MINUS|LIMIT|WINDOW)$/i;

/** Index of the bracket closing the one at `open`, or the last token when unbalanced. */
function closing(tokens: readonly SqlToken[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const kind = tokens[i]?.kind;
    if (kind === 'LR_BRACKET') depth++;
    else if (kind === 'RR_BRACKET' && --depth === 0) return i;
  }
  return tokens.length - 1;
}

/** Tokens directly inside the brackets at `open` (not nested deeper), by index. */
function topLevel(tokens: readonly SqlToken[], open: number): number[] {
  const out: number[] = [];
  const end = closing(tokens, open);
  for (let i = open + 1; i < end; i++) {
    out.push(i);
    if (tokens[i]?.kind === 'LR_BRACKET') i = closing(tokens, i);
  }
  return out;
}

function keywordCalls(tokens: readonly SqlToken[], edits: Edit[]): void {
  tokens.forEach((t, i) => {
    const name = t.text.toUpperCase();
    const call = KEYWORD_CALLS[name];
    if (!call || tokens[i + 1]?.kind !== 'LR_BRACKET') return;
    const inner = topLevel(tokens, i + 1);
    for (const [n, j] of inner.entries()) {
      const w = tokens[j] as SqlToken;
      const blank = (insert: string): void => void edits.push({ start: w.start, end: w.stop + 1, insert: insert.padEnd(w.text.length), gap: call.gap });
      if (name === 'TRIM' && n === 0 && TRIM_SIDES.test(w.text)) blank('');
      else if (name === 'TRIM' && /^FROM$/i.test(w.text) && (n === 0 || (n === 1 && TRIM_SIDES.test(tokens[inner[0] ?? -1]?.text ?? '')))) blank('');
      else if (call.words.test(w.text)) blank(',');
    }
  });
}

/** `EXTRACT(DAY FROM ts)`: the grammar wants an identifier for the unit, and DAY is a keyword: back-quote it. */
function extractUnits(tokens: readonly SqlToken[], edits: Edit[]): void {
  tokens.forEach((t, i) => {
    const unit = tokens[i + 2];
    if (t.kind !== 'KW_EXTRACT' || tokens[i + 1]?.kind !== 'LR_BRACKET' || !unit || !unit.kind.startsWith('KW_')) return;
    edits.push({ start: unit.start, end: unit.stop + 1, insert: `\`${unit.text}\``, gap: 'EXTRACT(unit FROM …)' });
  });
}

/**
 * `(SELECT …)` opening a select item: the grammar reads the bracket as the start of a column list and fails; a unary
 * plus before it makes it an expression (`1 + (SELECT …)` parses).
 */
function scalarSubqueries(tokens: readonly SqlToken[], edits: Edit[]): void {
  // For each bracket depth, whether it is inside a select list (between SELECT and its FROM).
  const inList: boolean[] = [false];
  tokens.forEach((t, i) => {
    const top = inList.length - 1;
    if (t.kind === 'KW_SELECT') inList[top] = true;
    else if (t.kind === 'KW_FROM') inList[top] = false;
    else if (t.kind === 'RR_BRACKET') inList.pop();
    else if (t.kind === 'LR_BRACKET') {
      const before = tokens[i - 1]?.kind ?? '';
      const next = tokens[i + 1]?.kind ?? '';
      const starts = ['KW_SELECT', 'KW_DISTINCT', 'KW_ALL', 'COMMA'].includes(before);
      if (inList[top] && starts && (next === 'KW_SELECT' || next === 'KW_WITH')) {
        edits.push({ start: t.start, end: t.start, insert: '+', gap: 'scalar subquery as a select item' });
      }
      inList.push(false);
    }
  });
}

/** The select items of each select list, as token index ranges `[from, to]` (depth-0 commas split them). */
function selectItems(tokens: readonly SqlToken[]): [number, number][] {
  const out: [number, number][] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'KW_SELECT') return;
    let from = ['KW_DISTINCT', 'KW_ALL'].includes(tokens[i + 1]?.kind ?? '') ? i + 2 : i + 1;
    for (let j = from; j < tokens.length; j++) {
      const kind = tokens[j]?.kind ?? '';
      if (kind === 'LR_BRACKET') j = closing(tokens, j);
      else if (kind === 'COMMA' || kind === 'KW_FROM' || kind === 'RR_BRACKET' || kind === 'SEMICOLON' || j === tokens.length - 1) {
        const last = kind === 'COMMA' || kind === 'KW_FROM' || kind === 'RR_BRACKET' || kind === 'SEMICOLON' ? j - 1 : j;
        if (last >= from) out.push([from, last]);
        if (kind !== 'COMMA') return;
        from = j + 1;
      }
    }
  });
  return out;
}

const ENDS_EXPRESSION = /^(ID_LITERAL|STRING_LITERAL|DIG_LITERAL|REAL_LITERAL|RR_BRACKET|KW_END|KW_NULL|KW_TRUE|KW_FALSE)$/;

/**
 * `a || my_udf(b)`: the grammar fails on a select item that applies an operator to a call of a function it does not
 * know by name (`UPPER` parses, `MD5` and UDFs do not), though the same expression parses inside brackets. Such an
 * item is bracketed, its alias left outside.
 */
function bracketedItems(tokens: readonly SqlToken[], edits: Edit[]): void {
  for (const [from, to] of selectItems(tokens)) {
    let end = to;
    if (tokens[to - 1]?.kind === 'KW_AS') end = to - 2;
    else if (to > from && /^(ID_LITERAL|STRING_LITERAL)$/.test(tokens[to]?.kind ?? '') && ENDS_EXPRESSION.test(tokens[to - 1]?.kind ?? '')) end = to - 1;
    const calls: number[] = [];
    let over = false;
    for (let j = from; j <= end; j++) {
      if (tokens[j]?.kind === 'KW_OVER') over = true;
      if (tokens[j]?.kind === 'ID_LITERAL' && tokens[j + 1]?.kind === 'LR_BRACKET') calls.push(j);
      if (tokens[j]?.kind === 'LR_BRACKET') j = closing(tokens, j);
    }
    const [first] = calls;
    const onlyCall = calls.length === 1 && first === from && closing(tokens, from + 1) === end;
    const subquery = tokens[from]?.kind === 'LR_BRACKET' && /^KW_(SELECT|WITH)$/.test(tokens[from + 1]?.kind ?? '');
    if (calls.length === 0 || onlyCall || over || subquery) continue;
    const start = tokens[from]?.start ?? 0;
    const stop = (tokens[end]?.stop ?? 0) + 1;
    edits.push({ start, end: start, insert: '(', gap: 'operator on a call in a select item' });
    edits.push({ start: stop, end: stop, insert: ')', gap: 'operator on a call in a select item', closes: true });
  }
}

/** `ROWS 2 PRECEDING`, `RANGE UNBOUNDED PRECEDING`: the grammar has only the `BETWEEN … AND CURRENT ROW` frame. */
function shortFrames(tokens: readonly SqlToken[], edits: Edit[]): void {
  tokens.forEach((t, i) => {
    if ((t.kind !== 'KW_ROWS' && t.kind !== 'KW_RANGE') || tokens[i + 1]?.kind === 'KW_BETWEEN') return;
    const end = tokens.findIndex((x, j) => j > i && (x.kind === 'KW_PRECEDING' || x.kind === 'RR_BRACKET'));
    const preceding = tokens[end];
    if (preceding?.kind !== 'KW_PRECEDING') return;
    edits.push({ start: t.stop + 1, end: t.stop + 1, insert: ' BETWEEN', gap: 'short window frame' });
    edits.push({ start: preceding.stop + 1, end: preceding.stop + 1, insert: ' AND CURRENT ROW', gap: 'short window frame', closes: true });
  });
}

/** `f(x) OVER (…) name` and `f(x) OVER w`: the grammar demands `AS name`. */
function overAliases(tokens: readonly SqlToken[], edits: Edit[]): void {
  tokens.forEach((t, i) => {
    if (t.kind !== 'KW_OVER') return;
    const last = tokens[i + 1]?.kind === 'LR_BRACKET' ? closing(tokens, i + 1) : i + 1;
    const after = tokens[last + 1];
    const end = tokens[last]?.stop ?? t.stop;
    if (after?.kind === 'KW_AS') return;
    if (!after || ITEM_END.test(after.text)) {
      edits.push({ start: end + 1, end: end + 1, insert: ` AS \`${UNNAMED_OVER}\``, gap: 'OVER item without AS' });
    } else if (/^[`A-Za-z_]/.test(after.text)) {
      edits.push({ start: after.start, end: after.start, insert: 'AS ', gap: 'OVER item without AS' });
    }
  });
}

/**
 * The grammar wants a CREATE TABLE's items in the order columns, WATERMARK, constraint; Flink takes them in any order
 * (`PRIMARY KEY (…) NOT ENFORCED, WATERMARK FOR …` is common). Items are moved, not changed.
 */
function tableItemOrder(tokens: readonly SqlToken[], text: string, edits: Edit[]): void {
  const open = tokens.findIndex((t) => t.kind === 'LR_BRACKET');
  if (tokens[0]?.kind !== 'KW_CREATE' || !tokens.slice(0, open).some((t) => t.kind === 'KW_TABLE') || open < 0) return;
  const end = closing(tokens, open);
  const items: { from: number; to: number; rank: number }[] = [];
  let from = open + 1;
  for (const i of [...topLevel(tokens, open).filter((j) => tokens[j]?.kind === 'COMMA'), end]) {
    const first = tokens[from]?.kind ?? '';
    const rank = first === 'KW_WATERMARK' ? 1 : ['KW_PRIMARY', 'KW_CONSTRAINT', 'KW_UNIQUE'].includes(first) ? 2 : 0;
    items.push({ from: tokens[from]?.start ?? 0, to: (tokens[i - 1]?.stop ?? 0) + 1, rank });
    from = i + 1;
  }
  const sorted = [...items].sort((a, b) => a.rank - b.rank);
  if (sorted.every((s, k) => s === items[k])) return;
  const start = items[0]?.from ?? 0;
  const stop = items[items.length - 1]?.to ?? start;
  edits.push({ start, end: stop, insert: sorted.map((s) => text.slice(s.from, s.to)).join(', '), gap: 'WATERMARK after PRIMARY KEY' });
}

/** Name of the placeholder column given to `CREATE TABLE t WITH (…) LIKE src`, which the grammar wants columns for. */
export const LIKE_PLACEHOLDER = '$like$';

function likeWithoutColumns(tokens: readonly SqlToken[], edits: Edit[]): void {
  const withAt = tokens.findIndex((t) => t.kind === 'KW_WITH');
  const head = tokens.slice(0, withAt);
  if (withAt < 0 || tokens[0]?.kind !== 'KW_CREATE' || !head.some((t) => t.kind === 'KW_TABLE') || head.some((t) => t.kind === 'LR_BRACKET')) return;
  if (!tokens.some((t) => t.kind === 'KW_LIKE')) return;
  const at = tokens[withAt]?.start ?? 0;
  edits.push({ start: at, end: at, insert: `(\`${LIKE_PLACEHOLDER}\` INT) `, gap: 'CREATE TABLE … LIKE without columns' });
}

/** The statement with every grammar gap it has bridged, or null when it has none the bridge knows. */
export function bridgeGrammarGaps(text: string): Bridged | null {
  const tokens = lexFlinkSql(text);
  const edits: Edit[] = [];
  keywordCalls(tokens, edits);
  extractUnits(tokens, edits);
  scalarSubqueries(tokens, edits);
  overAliases(tokens, edits);
  bracketedItems(tokens, edits);
  shortFrames(tokens, edits);
  tableItemOrder(tokens, text, edits);
  likeWithoutColumns(tokens, edits);
  if (edits.length === 0) return null;
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  // Where each edit sits in the rewritten text, the original offset its own characters stand for, and the original
  // offset right after it.
  const marks: { from: number; to: number; inside: number; after: number }[] = [];
  for (const e of edits) {
    if (e.start < at) continue;
    out += text.slice(at, e.start);
    marks.push({ from: out.length, to: out.length + e.insert.length, inside: e.closes ? e.start - 1 : e.start, after: e.end });
    out += e.insert;
    at = e.end;
  }
  out += text.slice(at);
  const written = (offset: number): number => {
    let shift = 0;
    for (const m of marks) {
      if (offset < m.from) break;
      if (offset < m.to) return m.inside;
      shift = m.after - m.to;
    }
    return offset + shift;
  };
  return { text: out, written, bridged: [...new Set(edits.map((e) => e.gap))] };
}

export type ParsedStatement = { root: SqlNode; written: (offset: number) => number; bridged: string[] } | { error: string };

/**
 * One statement's tree: as written when the grammar accepts it, else as bridged when that parses; else the error the
 * grammar gave for the statement as written (the one a person can find in their SQL).
 */
export function parseStatement(text: string): ParsedStatement {
  const asWritten = parseFlinkSql(text);
  const [error] = asWritten.errors;
  if (!error) return { root: asWritten.root, written: (o) => o, bridged: [] };
  const bridged = bridgeGrammarGaps(text);
  const again = bridged ? parseFlinkSql(bridged.text) : null;
  if (bridged && again && again.errors.length === 0) return { root: again.root, written: bridged.written, bridged: bridged.bridged };
  return { error: error.message };
}
