import { describe, expect, it } from 'vitest';
import { STATUS_STYLES, statusStyleFor } from '../../src/features/projects/card/statusStyles';
import { PROJECT_STATUSES } from '../../src/features/projects/model/types';

describe('statusStyleFor', () => {
  it.each([
    ['Idea', 'idea'],
    ['In Dev', 'dev'],
    ['Live', 'live'],
    ['Monetized', 'monetized'],
    ['Paused', 'paused'],
  ])('gives %s the %s style', (status, tone) => {
    expect(statusStyleFor(status).tone).toBe(tone);
  });

  it('gives every status a style of its own', () => {
    const looks = PROJECT_STATUSES.map((status) => {
      const { palette, border } = statusStyleFor(status);
      return `${palette}/${border}`;
    });
    expect(new Set(looks).size).toBe(PROJECT_STATUSES.length);
  });

  it.each(['Archived', '', 'live', 'toString', '__proto__', undefined, null, 42])(
    'falls back to the Idea style for %j',
    (status) => {
      expect(statusStyleFor(status)).toBe(STATUS_STYLES.idea);
    },
  );
});
