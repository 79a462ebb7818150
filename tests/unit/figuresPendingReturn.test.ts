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

  it('are left to the team server in team mode: the flag goes, this browser writes no month', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'forge-lab-mode', content: 'team' });
    document.head.append(meta);
    try {
      const { first, release } = await upgradedWhileHeld();
      release();
      const { store } = first;
      await vi.waitFor(() => expect(store.getState().projects.monthsPending).toBeUndefined());
      expect(figuresByName(store.getState().projects.items)).toEqual({
        'AutoFlow Engine': { '2026-08': { revenue: 0, subscribers: 0 } },
        GrowthPulse: { '2026-11': { revenue: 2500, subscribers: 150 } },
        'CodeMentor AI': { '2026-10': { revenue: 300, subscribers: 10 } },
      });
    } finally {
      meta.remove();
    }
  }, 20_000);
});
