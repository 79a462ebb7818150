import { describe, expect, it } from 'vitest';
import { toExternalUrl } from '../../src/shared/lib/externalUrl';

describe('toExternalUrl', () => {
  it.each(['', '   ', null, undefined])('has nothing to open for %j', (raw) => {
    expect(toExternalUrl(raw)).toBeNull();
  });

  it.each([
    ['https://github.com/forge/ember', 'https://github.com/forge/ember'],
    ['  http://ember.dev/app  ', 'http://ember.dev/app'],
    ['HTTPS://Ember.dev', 'HTTPS://Ember.dev'],
    ['github.com/forge/ember', 'https://github.com/forge/ember'],
    ['//ember.dev', 'https://ember.dev'],
  ])('opens %j as %j', (raw, expected) => {
    expect(toExternalUrl(raw)).toBe(expected);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'file:///etc/passwd'])(
    'refuses %j',
    (raw) => {
      expect(toExternalUrl(raw)).toBeNull();
    },
  );
});
