import { describe, expect, it } from 'vitest';
import { fieldError, limitCounter, urlWarning } from '../../src/features/projects/form/projectFormValues';

const URL_WARNING = 'This is not a web address, so it cannot be opened. Use http:// or https://.';

describe('Form limits and warnings, as pure rules', () => {
  it('counts characters as people do: an emoji or a CJK character is one', () => {
    expect(fieldError('name', '🚀'.repeat(120))).toBeNull();
    expect(fieldError('name', '李'.repeat(121))).toBe('At most 120 characters; this is 1 too many.');
    expect(limitCounter('name', '🚀'.repeat(96))).toBe('96 / 120');
  });

  it('shows the counter from 80% of the limit', () => {
    expect(limitCounter('name', 'a'.repeat(95))).toBeNull();
    expect(limitCounter('name', 'a'.repeat(96))).toBe('96 / 120');
    expect(limitCounter('notes', 'a'.repeat(3999))).toBeNull();
    expect(limitCounter('notes', 'a'.repeat(4000))).toBe('4,000 / 5,000');
    expect(limitCounter('githubUrl', 'a'.repeat(2049))).toBe('2,049 / 2,048');
  });

  it('refuses amounts over one trillion, whatever notation they are typed in', () => {
    expect(fieldError('revenue', '1000000000000')).toBeNull();
    expect(fieldError('revenue', '1000000000000.5')).toBe('Enter at most 1,000,000,000,000.');
    expect(fieldError('subscribers', '1e13')).toBe('Enter at most 1,000,000,000,000.');
    expect(fieldError('subscribers', '')).toBeNull();
    expect(fieldError('subscribers', 'abc')).toBeNull();
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,x', 'mailto:a@b.c', 'https://user:pw@example.com'])(
    'warns that %j cannot be opened',
    (url) => {
      expect(urlWarning(url)).toBe(URL_WARNING);
    },
  );

  it.each(['', '   ', 'example.com', 'https://github.com/a/b', 'http://localhost:3000'])(
    'has no warning for %j',
    (url) => {
      expect(urlWarning(url)).toBeNull();
    },
  );
});
