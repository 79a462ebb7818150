import { useSyncExternalStore } from 'react';

/**
 * Which history view is open (a project's History, the Activity panel) and how many changes by
 * others Activity has to show. A tiny store of its own, outside Redux: it is view state, opened
 * from a card's menu and the header, and the views themselves load on demand.
 */
export type HistoryTarget = { projectId: string; name: string; key: number; opener: HTMLElement | null };

export type HistoryUiState = {
  /** The project whose History shows (kept while the dialog closes, so its title stays). */
  history: HistoryTarget | null;
  historyOpen: boolean;
  /** True while open; `activityKey` counts the openings (0: never opened, nothing loaded). */
  activity: boolean;
  activityKey: number;
  /** Changes by other founders since this founder last opened Activity; `more`: at least that many. */
  newCount: { count: number; more: boolean };
};

let state: HistoryUiState = {
  history: null,
  historyOpen: false,
  activity: false,
  activityKey: 0,
  newCount: { count: 0, more: false },
};
const listeners = new Set<() => void>();

function update(next: Partial<HistoryUiState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const getHistoryUi = () => state;

export const useHistoryUi = () => useSyncExternalStore(subscribe, getHistoryUi, getHistoryUi);

/** Opens a project's History; `opener` takes the focus back when it closes, if nothing else can. */
export const openHistory = (projectId: string, name: string, opener: HTMLElement | null = null) =>
  update({ history: { projectId, name, key: (state.history?.key ?? 0) + 1, opener }, historyOpen: true });

export const closeHistory = () => update({ historyOpen: false });

export const openActivity = () => update({ activity: true, activityKey: state.activityKey + 1 });

export const closeActivity = () => update({ activity: false });

export const newCountChanged = (newCount: HistoryUiState['newCount']) => {
  if (newCount.count !== state.newCount.count || newCount.more !== state.newCount.more) update({ newCount });
};

/** The accessible name of the header's button: "Activity", or "Activity, 3 new". */
export const activityLabel = ({ count, more }: HistoryUiState['newCount']) =>
  count > 0 ? `Activity, ${count}${more ? '+' : ''} new` : 'Activity';
