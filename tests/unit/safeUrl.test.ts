import { describe, expect, it } from 'vitest';
import { toSafeWebUrl } from '../../src/shared/lib/safeUrl';

describe('toSafeWebUrl', () => {
  it.each([
    ['https://github.com/a/b', 'https://github.com/a/b'],
    ['example.com', 'https://example.com/'],
    ['  example.com/path?q=1  ', 'https://example.com/path?q=1'],
    ['http://localhost:3000', 'http://localhost:3000/'],
    ['HTTPS://Example.COM', 'https://example.com/'],
  ])('opens %j as %j', (input, expected) => {
    expect(toSafeWebUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:x',
    'java\tscript:x',
    'java\nscript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'mailto:founders@forgelab.dev',
    'ftp://example.com',
    'https://user:secret@example.com',
    'https://user@example.com',
    'http://',
    '',
    '   ',
    'https://exa mple.com',
  ])('refuses %j', (input) => {
    expect(toSafeWebUrl(input)).toBeNull();
  });
});
