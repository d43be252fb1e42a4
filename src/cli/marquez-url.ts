/** What `--marquez` (or `$MARQUEZ_URL`) must be: an http(s) URL with a host. Each CLI words its own message. */
export const isHttpUrl = (url: string): boolean => /^https?:\/\/[^/]/.test(url);
