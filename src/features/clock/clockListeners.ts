import type { AppStartListening } from '../../app/hooks';
import { toLocalIsoDate } from '../../shared/lib/date';
import { clockStarted, dayChanged } from './clockSlice';

/** Milliseconds from `now` to the next local midnight, a little after it so the new day has begun. */
export function untilNextMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime() + 50;
}

/**
 * Moves the clock on at the next local midnight, and whenever the page comes back into view or
 * gets the focus: a sleeping laptop or a background tab may hold the midnight timer back for
 * hours. Started once, by the running app (labStore.ts); tests dispatch `clockStarted` themselves.
 */
export function addClockListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: clockStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const follow = () => {
        const now = new Date();
        if (toLocalIsoDate(now) !== api.getState().clock.today) api.dispatch(dayChanged(now));
      };
      document.addEventListener('visibilitychange', follow);
      window.addEventListener('focus', follow);
      follow();
      try {
        for (;;) {
          await api.delay(untilNextMidnight(new Date()));
          follow();
        }
      } finally {
        document.removeEventListener('visibilitychange', follow);
        window.removeEventListener('focus', follow);
      }
    },
  });
}
