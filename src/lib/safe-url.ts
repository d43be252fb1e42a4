/**
 * Metadata is untrusted (`sourceCodeLocation.url` may be `javascript:…`): only absolute http(s) URLs become links.
 * Returns the normalised href, or `null` when the value must be shown as plain text.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Credentials in a link are a phishing shape, not a source location.
  if (url.username || url.password) return null;
  return url.href;
}
