// Built on first use, not at import: constructing it loads ICU's break data (~0.15 s on a loaded machine), which sat
// in every page's start-up task, and most texts never need it (printable ASCII is cut by character).
let segmenter: Intl.Segmenter | null | undefined;
const graphemeSegmenter = (): Intl.Segmenter | null =>
  (segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null);

/** Printable ASCII: one grapheme per character, so the segmenter (the cost of a drawing of hundreds of labels) is not needed. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// Graphemes, not UTF-16 units: cutting inside an emoji or a combining sequence would show a broken glyph.
function graphemes(text: string): string[] {
  if (PRINTABLE_ASCII.test(text)) return text.split('');
  const cut = graphemeSegmenter();
  return cut ? Array.from(cut.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * Shortens `text` to at most `max` graphemes by cutting out its middle, keeping more of the end because the end
 * of a dataset name (`…/warehouse/db/daily_revenue`) is the part that tells names apart. `headShare` is the part of
 * what is kept that comes from the start; names already shortened to their telling part (a catalog name, a Spark
 * application) read better with half their start.
 */
export function middleTruncate(text: string, max: number, headShare = 0.4): string {
  // A text of at most `max` UTF-16 units has at most `max` graphemes: nothing to cut, nothing to segment.
  if (text.length <= max) return text;
  const chars = graphemes(text);
  if (chars.length <= max) return text;
  if (max <= 1) return '…';
  const keep = max - 1;
  const head = Math.floor(keep * Math.min(Math.max(headShare, 0), 1));
  const tail = keep - head;
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - tail).join('')}`;
}
