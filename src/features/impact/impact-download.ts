import { impactCsv } from '../../domain/impact/impact-csv.ts';
import { impactJson, type ImpactJsonMeta } from '../../domain/impact/impact-json.ts';
import type { ImpactRow } from '../../domain/impact/impact-types.ts';

/** A file name from the start's dataset and field: metadata, so anything but a safe character becomes `_`. */
export function impactFileName(start: { dataset: string; field: string | null }, ext: 'csv' | 'json'): string {
  const base = `impact-${start.dataset}${start.field ? `.${start.field}` : ''}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);
  return `${base}.${ext}`;
}

function save(parts: string[], type: string, name: string): void {
  // The serialisers' chunks go into the Blob as parts, so a 10,000-row list is never joined into one string.
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // The click has started the download; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the rows as listed, with the CLI's own serialisers (`tributary impact --csv` / `--json`). */
export function downloadImpact(rows: readonly ImpactRow[], format: 'csv' | 'json', meta: ImpactJsonMeta): void {
  const name = impactFileName(meta.start, format);
  if (format === 'csv') save([...impactCsv(rows)], 'text/csv;charset=utf-8', name);
  else save([...impactJson(rows, meta)], 'application/json', name);
}
