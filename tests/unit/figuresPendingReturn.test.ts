// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { figuresByName, onTheFixturesDay, upgradedWhileHeld } from '../support/upgradedLab';
import { VERSION_2_MONTHS } from '../support/version2Lab';

onTheFixturesDay();

describe('months pending while the dashboard stays open', () => {
  it('are filled in when the founder comes back to the page after closing the tab that held them', async () => {
    const { first, release } = await upgradedWhileHeld();
    const { store } = first;
    expect(store.getState().projects.monthsPending).toBe(true);

    // The lab's own try once it has loaded waits out IndexedDB's three seconds too, then waits
    // for the founder to come back.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(store.getState().projects.monthsPending).toBe(true);

    release();
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(store.getState().projects.monthsPending).toBeUndefined(), { timeout: 5000 });
    expect(figuresByName(store.getState().projects.items)).toEqual(VERSION_2_MONTHS);
  }, 20_000);
});
