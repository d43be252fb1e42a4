/**
 * Parses a JSON body shaped `{"<key>": [item, item, …]}` while it arrives, a batch of whole items per piece of text,
 * so a 22 MB `/lineage` answer is never one `JSON.parse` (0.3–1.5 s on a page's main thread, one task) and its
 * parse overlaps its transfer. A scanner finds the items' boundaries (the commas and the `]` outside strings and
 * nested values); each batch of whole items is then parsed by `JSON.parse('[' + batch + ']')`.
 *
 * Same value as `JSON.parse` of the whole text, or none: the body counts as parsed only when its head matched
 * `{"<key>":[`, every batch parsed to at least one item, and the text after the array is a lone `}`. The whole text is
 * then exactly head + batches joined by commas + `]}`, which is valid JSON holding those items, whatever the scanner
 * believed. Any other shape, invalid JSON or a cut-off body ends with `null`, and the caller parses the whole text as
 * before (so its error, if any, is `JSON.parse`'s own).
 */

export interface StreamedArrayResult {
  /** `{ [key]: items }`, as `JSON.parse` would build it. */
  value: Record<string, unknown>;
  /** Every batch passed `acceptItems`; undefined when none was given (nothing is known). */
  accepted: boolean | undefined;
}

export interface StreamedArrayParser {
  /** The next decoded piece of the body. */
  push(text: string): void;
  /** The parsed body, or null when the caller must `JSON.parse` the whole text. */
  end(): StreamedArrayResult | null;
}

// JSON's own whitespace only: `\s` would also take a byte-order mark or a no-break space, which JSON.parse refuses.
const WS = '[ \\t\\n\\r]*';
/** Longest head worth waiting for: past it, the body is not the expected shape (or has odd whitespace): parsed whole. */
const MAX_HEAD = 256;
const QUOTE = 0x22;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** A parser of `{"<key>": [...]}` bodies; `acceptItems` is asked about each batch of parsed items, in order. */
export function streamedArrayParser(key: string, acceptItems?: (items: readonly unknown[]) => boolean): StreamedArrayParser {
  const head = new RegExp(`^${WS}\\{${WS}${JSON.stringify(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${WS}:${WS}\\[`);
  const tail = new RegExp(`^${WS}\\}${WS}$`);
  const blank = new RegExp(`^${WS}$`);
  let phase: 'head' | 'items' | 'tail' | 'off' = 'head';
  /** Text not yet parsed: the head so far, then the items from the current batch's start, then what follows `]`. */
  let buffer = '';
  /** Where the scan goes on in `buffer`, and its state there: nesting inside the current item, inside a string. */
  let scan = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** Top-level commas seen: `[]` may be empty, `[ , ]` may not. */
  let separators = 0;
  const items: unknown[] = [];
  let accepted = true;

  /** Parses `text` (whole items, comma-separated) and keeps them; false when it is not such a list. */
  function take(text: string): boolean {
    let batch: unknown;
    try {
      batch = JSON.parse(`[${text}]`);
    } catch {
      return false;
    }
    if (!Array.isArray(batch) || batch.length === 0) return false;
    if (accepted && acceptItems && !acceptItems(batch)) accepted = false;
    for (const item of batch) items.push(item);
    return true;
  }

  /** Scans `buffer` from `scan`; parses the whole items found; moves to 'tail' at the array's `]`. */
  function scanItems(): void {
    let cut = -1;
    let closed = -1;
    const text = buffer;
    // Most of a body is inside strings: their ends are found with indexOf, not character by character. The next
    // quote and backslash are kept until passed (a body without backslashes would otherwise be searched to its end
    // once per string).
    let quote = -1;
    let backslash = -1;
    const next = (c: string, from: number) => {
      const at = text.indexOf(c, from);
      return at < 0 ? text.length : at;
    };
    for (let i = scan; i < text.length; i++) {
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        if (quote < i) quote = next('"', i);
        if (backslash < i) backslash = next('\\', i);
        i = Math.min(quote, backslash);
        if (i >= text.length) break;
        if (i === backslash) escaped = true;
        else inString = false;
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === QUOTE) inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (depth === 0) {
          // The array's own `]` (or a stray `}`, which the tail check refuses).
          closed = i;
          break;
        }
        depth -= 1;
      } else if (c === COMMA && depth === 0) {
        cut = i;
        separators += 1;
      }
    }
    scan = closed >= 0 ? closed : text.length;
    if (cut >= 0) {
      if (!take(text.slice(0, cut))) return void (phase = 'off');
      buffer = text.slice(cut + 1);
      scan -= cut + 1;
      if (closed >= 0) closed -= cut + 1;
    }
    if (closed < 0) return;
    if (buffer.charCodeAt(closed) !== CLOSE_BRACKET) return void (phase = 'off');
    const last = buffer.slice(0, closed);
    const empty = blank.test(last) && separators === 0 && items.length === 0;
    if (!empty && !take(last)) return void (phase = 'off');
    buffer = buffer.slice(closed + 1);
    phase = 'tail';
  }

  function push(text: string): void {
    if (phase === 'off' || text === '') return;
    buffer += text;
    if (phase === 'head') {
      const match = head.exec(buffer);
      if (!match) {
        if (buffer.length > MAX_HEAD || buffer.includes('[')) phase = 'off';
        return;
      }
      buffer = buffer.slice(match[0].length);
      phase = 'items';
    }
    if (phase === 'items') scanItems();
    if (phase === 'tail' && buffer.length > MAX_HEAD) phase = 'off';
  }

  function end(): StreamedArrayResult | null {
    if (phase !== 'tail' || !tail.test(buffer)) return null;
    return { value: { [key]: items }, accepted: acceptItems ? accepted : undefined };
  }

  return { push, end };
}
