/** Script sources a browser fetches before first render: `<script type="module" src>` and `<link rel="modulepreload">`. */
export function initialScriptUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isModuleScript = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel')?.split(/\s+/).includes('modulepreload') && attr('href');
    const url = isModuleScript ? attr('src') : isPreload ? attr('href') : undefined;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}
