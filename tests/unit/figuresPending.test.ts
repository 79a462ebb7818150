import { describe, expect, it, vi } from 'vitest';
import { monthFigureSaved } from '../../src/features/projects/projectsSlice';
import { bootStore } from '../support/bootStore';
import { figuresByName, onTheFixturesDay, projectsKey, upgradedWhileHeld } from '../support/upgradedLab';
import { VERSION_2_MONTHS } from '../support/version2Lab';

onTheFixturesDay();

describe('an upgrade while the history cannot be read', () => {
  it('opens the lab with nothing made up, marks its months pending, and fills them in once it can read it', async () => {
    const { backend, first, release } = await upgradedWhileHeld();
    // Each project shows its values in the month of its last update, as a lab without history does.
    expect(figuresByName(first.store.getState().projects.items)).toEqual({
      'AutoFlow Engine': { '2026-08': { revenue: 0, subscribers: 0 } },
      GrowthPulse: { '2026-11': { revenue: 2500, subscribers: 150 } },
      'CodeMentor AI': { '2026-10': { revenue: 300, subscribers: 10 } },
    });
    expect(first.store.getState().projects.monthsPending).toBe(true);
    expect(JSON.parse(backend.getItem(projectsKey) ?? '{}')).toMatchObject({ monthsPending: true });

    // The other tab is gone: the next start reads the history and fills the months in.
    release();
    const second = await bootStore(backend);
    await vi.waitFor(() => expect(second.store.getState().projects.monthsPending).toBeUndefined());
    expect(figuresByName(second.store.getState().projects.items)).toEqual(VERSION_2_MONTHS);
    await second.persistor.flush();
    expect(JSON.parse(backend.getItem(projectsKey) ?? '{}')).not.toHaveProperty('monthsPending');
  }, 15_000);

  it('keeps a month entered while the months were pending over the history’s', async () => {
    const { backend, first, release } = await upgradedWhileHeld();
    const pulse = first.store.getState().projects.items.find((project) => project.name === 'GrowthPulse')!;
    first.store.dispatch(monthFigureSaved(pulse.id, '2026-09', { revenue: 1900, subscribers: 125 }));
    await first.persistor.flush();

    release();
    const second = await bootStore(backend);
    await vi.waitFor(() => expect(second.store.getState().projects.monthsPending).toBeUndefined());
    expect(figuresByName(second.store.getState().projects.items).GrowthPulse).toEqual({
      ...VERSION_2_MONTHS.GrowthPulse,
      '2026-09': { revenue: 1900, subscribers: 125 },
    });
  }, 15_000);
});
