import { describe, expect, it } from 'vitest';
import { dueError, fieldError, limitCounter, urlWarning } from '../../src/features/projects/form/projectFormValues';

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

describe('the Due date', () => {
  const due = (nextStepDue: string) => dueError({ nextStep: 'Ship', nextStepDue }, '2026-12-07');

  it('takes a day within 10 years of today, and refuses the year 9999', () => {
    expect(due('2036-12-07')).toBeNull();
    expect(due('9999-12-31')).toBe('Choose a date within 10 years.');
    expect(due('2026-02-30')).toBe('Enter a date.');
    expect(dueError({ nextStep: ' ', nextStepDue: '2026-12-08' }, '2026-12-07')).toBe(
      'Write the next step this date is for.',
    );
  });
});
