/** Starts a download of `content` (text or a data URL) under `filename`. */
export function download(filename: string, content: string, type: string): void {
  const isDataUrl = content.startsWith('data:');
  const url = isDataUrl ? content : URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke on the next task: the click has started the download by then.
  if (!isDataUrl) setTimeout(() => URL.revokeObjectURL(url), 0);
}
