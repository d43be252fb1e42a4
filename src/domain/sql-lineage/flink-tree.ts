// Flink's dialect only: the package's index re-exports every dialect's generated parser (~20 MB of JS), which a bundler
// drops but Vitest transforms and evaluates again in every isolated test file that reaches the SQL derivation.
import { FlinkSQL } from 'dt-sql-parser/dist/parser/flink';
import { FlinkSqlLexer } from 'dt-sql-parser/dist/lib/flink/FlinkSqlLexer';
import { FlinkSqlParser } from 'dt-sql-parser/dist/lib/flink/FlinkSqlParser';

/**
 * dt-sql-parser's FlinkSQL parse tree (an ANTLR port of Flink's own grammar), copied into plain objects keyed by rule
 * NAME: the resolver reads `rule === 'selectStatement'` instead of ANTLR context classes, whose names a minifier
 * would change.
 */
export interface SqlNode {
  /** Grammar rule (`selectStatement`, `columnNamePath`…), or '' for a token. */
  rule: string;
  /** The token's text ('' for a rule). */
  token: string;
  children: SqlNode[];
  /** Character offsets into the parsed text, inclusive. */
  start: number;
  stop: number;
}

export interface SqlParseError {
  message: string;
  /** Offset of the offending token in the parsed text. */
  offset: number;
}

export const PARSER_NAME = 'dt-sql-parser 4.5.1 (FlinkSQL)';

interface AntlrToken {
  start: number;
  stop: number;
  text?: string;
}
interface AntlrNode {
  ruleIndex?: number;
  children?: AntlrNode[];
  start?: AntlrToken | null;
  stop?: AntlrToken | null;
  symbol?: AntlrToken;
  getText(): string;
}

let flink: FlinkSQL | null = null;

function convert(node: AntlrNode): SqlNode {
  if (node.symbol) {
    return { rule: '', token: node.getText(), children: [], start: node.symbol.start, stop: node.symbol.stop };
  }
  const rule = FlinkSqlParser.ruleNames[node.ruleIndex ?? -1] ?? '?';
  const children = (node.children ?? []).map(convert);
  const start = node.start?.start ?? children[0]?.start ?? 0;
  const stop = node.stop?.stop ?? children[children.length - 1]?.stop ?? start - 1;
  return { rule, token: '', children, start, stop };
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return offset + column;
}

/** The script's statements as a plain tree, plus every syntax error the parser reported (it recovers and goes on). */
export function parseFlinkSql(sql: string): { root: SqlNode; errors: SqlParseError[] } {
  flink ??= new FlinkSQL();
  const errors: SqlParseError[] = [];
  const tree = flink.parse(sql, (e) => {
    errors.push({ message: e.message, offset: offsetOf(sql, e.startLine, e.startColumn - 1) });
  }) as unknown as AntlrNode;
  return { root: convert(tree), errors };
}

/** A token of the text as the grammar's lexer reads it (whitespace and comments left out). */
export interface SqlToken {
  /** The lexer's token name: `KW_SELECT`, `ID_LITERAL`, `STRING_LITERAL`, `LR_BRACKET`… */
  kind: string;
  text: string;
  /** Character offsets into the text, inclusive. */
  start: number;
  stop: number;
}

/** The text's tokens, by the grammar's own lexer (quotes and comments as the parser sees them). */
export function lexFlinkSql(sql: string): SqlToken[] {
  flink ??= new FlinkSQL();
  return flink
    .createLexer(sql)
    .getAllTokens()
    .filter((t) => t.channel === 0)
    .map((t) => ({ kind: FlinkSqlLexer.symbolicNames[t.type] ?? '', text: t.text ?? '', start: t.start, stop: t.stop }));
}

/** Children that are rules of this name. */
export function kids(node: SqlNode, rule: string): SqlNode[] {
  return node.children.filter((c) => c.rule === rule);
}

export function kid(node: SqlNode, rule: string): SqlNode | null {
  return node.children.find((c) => c.rule === rule) ?? null;
}

/** The nearest descendants of this rule, depth-first in reading order, not looking inside `stopAt` rules. */
export function descendants(node: SqlNode, rule: string, stopAt: readonly string[] = []): SqlNode[] {
  const out: SqlNode[] = [];
  const stack = [...node.children].reverse();
  while (stack.length > 0) {
    const n = stack.pop();
    if (!n) break;
    if (n.rule === rule) out.push(n);
    else if (!stopAt.includes(n.rule)) stack.push(...[...n.children].reverse());
  }
  return out;
}

/** An identifier without its quoting (`a`, "a", 'a' → a). */
export function unquote(name: string): string {
  return name.replace(/^[`"']|[`"']$/g, '');
}

/** The dotted parts of a name (`cat.db.t`), each unquoted, from its identifier descendants. */
export function nameParts(node: SqlNode): string[] {
  const ids = node.rule === 'identifier' ? [node] : descendants(node, 'identifier');
  if (ids.length === 0) return [unquote(tokensOf(node).join(''))];
  return ids.map((i) => unquote(tokensOf(i).join('')));
}

export function tokensOf(node: SqlNode): string[] {
  if (node.rule === '') return [node.token];
  return node.children.flatMap(tokensOf);
}

/**
 * dt-sql-parser lexes 'x', "x" and `x` as one STRING_LITERAL token and a bare number as an identifier, so its grammar
 * reads `'status' AS kind` and `1 AS flag` as columns named status and 1. In Flink only a back-quoted name is an
 * identifier: a name written with single or double quotes, or all digits, is a literal and never a column.
 */
export function isLiteralName(node: SqlNode): boolean {
  const ids = node.rule === 'identifier' ? [node] : descendants(node, 'identifier');
  return ids.some((i) => /^['"]|^\d+$/.test(tokensOf(i).join('')));
}

/** The column a back-quoted name stands for where the grammar reads it as a string constant (``WHERE `b` = 1``). */
export function backQuotedName(node: SqlNode): string | null {
  if (node.rule !== 'stringLiteral' || node.children.length !== 1) return null;
  const token = node.children[0]?.token ?? '';
  return token.length > 1 && token.startsWith('`') && token.endsWith('`') ? token.slice(1, -1).replace(/``/g, '`') : null;
}
