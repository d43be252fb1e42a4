/**
 * A strict RFC 4180 reader, for tests that check an exported CSV row by row: records of fields, CRLF line ends,
 * quoted fields with doubled quotes. Throws on a last record without its CRLF.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      for (i++; i < text.length && !(text[i] === '"' && text[i + 1] !== '"'); i++) {
        field += text[i];
        if (text[i] === '"') i++;
      }
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}
