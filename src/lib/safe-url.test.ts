import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url.ts';

describe('safeHttpUrl', () => {
  it.each([
    ['https://github.com/acme/jobs/blob/main/enrich.sql', 'https://github.com/acme/jobs/blob/main/enrich.sql'],
    ['http://git.local:8080/x', 'http://git.local:8080/x'],
    ['  https://example.com/a b', 'https://example.com/a%20b'],
  ])('links %s', (input, href) => {
    expect(safeHttpUrl(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'git@github.com:acme/jobs.git',
    '//evil.example/x',
    '/relative/path',
    'https://user:pw@evil.example/',
    '',
    42,
    null,
    { href: 'https://x' },
  ])('refuses %j', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });
});
