import { compileAll, error, warn, type Builder } from './mapping-builder.ts';
import { applyChain } from './smt-chain.ts';

/**
 * Debezium's include and exclude lists, resolved the way Debezium matches them: each list is comma-separated
 * regexes (a comma escaped with a backslash belongs to the regex), each compiled case-insensitively and matched
 * against the whole identifier (`Pattern.CASE_INSENSITIVE` + `Matcher#matches`). Which tables they capture is a
 * fact of the database the config does not hold, so they are resolved against the topics Debezium wrote: the
 * connector's active topics and the registry's subjects, `<topic.prefix>.<id>`. A list that matches no topic is
 * reported; nothing is guessed — a database or schema name is never taken for a table.
 */

/** The regexes of a Debezium list; `\,` is a comma inside a regex. */
export function regexList(value: string | undefined): string[] {
  if (!value) return [];
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value.charAt(i);
    if (ch === '\\' && value.charAt(i + 1) === ',') {
      cur += ',';
      i++;
    } else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** One level of filtering: the lists' keys and which part of the captured id they match. */
export interface FilterLevel {
  include: string;
  exclude: string;
  /** The identifier the lists match, from the id's parts (`schema`, `schema.table`, …). */
  subject: (parts: readonly string[]) => string[];
}

export interface CaptureSpec {
  /** Topics are `<prefix>.<id>`, with `parts` dot-separated parts in the id. */
  prefix: string;
  parts: number;
  /** Database/schema level first, then the table/collection level. */
  levels: FilterLevel[];
}

const literalId = (s: string) => !/[*+?()[\]{}|^$\\]/.test(s.replace(/\\\./g, '.'));
const unescapeDots = (s: string) => s.replace(/\\\./g, '.');

interface Level {
  key: string;
  inc: RegExp[];
  exc: RegExp[];
  raw: string[];
  subject: FilterLevel['subject'];
}

function levelsOf(b: Builder, spec: CaptureSpec): Level[] {
  const c = b.snapshot.config;
  return spec.levels.flatMap((l) => {
    const raw = regexList(c[l.include]);
    const ex = regexList(c[l.exclude]);
    if (raw.length > 0 && ex.length > 0) warn(b, `both ${l.include} and ${l.exclude} are set; Debezium refuses such a config`);
    return [{ key: l.include, inc: compileAll(b, raw, l.include, 'i'), exc: compileAll(b, ex, l.exclude, 'i'), raw, subject: l.subject }];
  });
}

const passes = (l: Level, parts: readonly string[]) => {
  const ids = l.subject(parts);
  return (l.inc.length === 0 || ids.some((id) => l.inc.some((r) => r.test(id)))) && !ids.some((id) => l.exc.some((r) => r.test(id)));
};

/**
 * Ids whose topic the chain renamed (RegexRouter dropping the prefix): a known topic `t` is table `id` when routing
 * `<prefix>.<id>` forward gives `t`, `id` being `t` itself, its last parts, or `t` under a database or schema the
 * outer include list names outright.
 */
function routedIds(b: Builder, spec: CaptureSpec, levels: readonly Level[]): string[] {
  if (b.chain.length === 0) return [];
  const outer = levels.length > 1 ? (levels[0]?.raw ?? []).filter(literalId).map(unescapeDots) : [];
  return b.ctx.knownTopics.flatMap((t) => {
    const parts = t.split('.');
    const guesses = [t, parts.slice(-spec.parts).join('.'), ...outer.map((o) => `${o}.${t}`)];
    return guesses.filter((id) => id.split('.').length === spec.parts && applyChain(b.chain, `${spec.prefix}.${id}`, null).topic === t);
  });
}

/**
 * The captured ids (`schema.table`, `db.table`, …) under a topic prefix. A table-level include entry that is a
 * plain full name with no topic yet (an empty table has none) is kept as written, with a warning.
 */
export function capturedIds(b: Builder, spec: CaptureSpec): string[] {
  const levels = levelsOf(b, spec);
  const prefix = `${spec.prefix}.`;
  const candidates = [
    ...new Set([...b.ctx.knownTopics.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length)), ...routedIds(b, spec, levels)]),
  ].filter((id) => id.split('.').length === spec.parts);
  const matched = candidates.filter((id) => levels.every((l) => passes(l, id.split('.'))));
  const table = levels[levels.length - 1];
  // Table-level entries that name one table outright: kept when no topic shows it yet.
  const literal = (table?.raw ?? []).filter((r) => literalId(r) && unescapeDots(r).split('.').length === spec.parts).map(unescapeDots);
  const kept = literal.filter((id) => !matched.some((m) => m.toLowerCase() === id.toLowerCase()));
  for (const id of kept) {
    // Routed by the chain (RegexRouter…): the routed topic exists even though the raw one never does.
    if (b.ctx.knownTopics.includes(applyChain(b.chain, `${prefix}${id}`, null).topic)) continue;
    warn(b, `${table?.key ?? 'table.include.list'} names ${id}, but no active topic or registry subject ${prefix}${id} exists yet: named as written`);
  }
  const resolved = [...new Set([...matched, ...kept])].sort();
  for (const l of levels) {
    for (const [i, r] of l.inc.entries()) {
      const raw = l.raw[i] ?? '';
      if (literal.includes(unescapeDots(raw)) && l === table) continue;
      if (!candidates.some((id) => l.subject(id.split('.')).some((s) => r.test(s))))
        warn(b, `${l.key} entry ${JSON.stringify(raw)} matches no active topic or registry subject under ${prefix}: its tables are not known`);
    }
  }
  if (resolved.length === 0) {
    const lists = levels.filter((l) => l.raw.length > 0).map((l) => `${l.key}=${l.raw.join(',')}`);
    error(
      b,
      `${lists.length > 0 ? lists.join(' and ') : `topic prefix ${spec.prefix}`}: none of the ${b.ctx.knownTopics.length} active topics and registry subjects is a table topic under ${prefix}, so the captured tables are not known; no dataset is named rather than a guess`,
    );
  }
  return resolved;
}
