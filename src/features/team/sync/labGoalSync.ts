import { isAnyOf } from '@reduxjs/toolkit';
import type * as Y from 'yjs';
import type { AppDispatch, AppStartListening, RootState } from '../../../app/hooks';
import { labGoalReceived, labGoalRemoved, labGoalSaved } from '../../projects';
import { labGoalFromDoc, labMap, writeLabGoal } from '../doc';

type Store = { dispatch: AppDispatch; getState: () => RootState };

/**
 * The lab goal between Redux and the team's lab: the doc's at start (the team lab's wins, as its
 * projects do), every change another founder makes, and this founder's own saves and removals
 * (checked by the lab's rules before sending). Returns a function that stops both directions.
 */
export function syncLabGoal(doc: Y.Doc, localOrigin: unknown, store: Store, startAppListening: AppStartListening) {
  store.dispatch(labGoalReceived(labGoalFromDoc(doc)));
  const lab = labMap(doc);
  const onChange = (_event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.origin !== localOrigin) store.dispatch(labGoalReceived(labGoalFromDoc(doc)));
  };
  lab.observe(onChange);
  const stopMirror = startAppListening({
    matcher: isAnyOf(labGoalSaved, labGoalRemoved),
    effect: (action) => {
      // Refused only by a clock far off: the dialog allows no month the rules refuse.
      writeLabGoal(doc, labGoalSaved.match(action) ? action.payload : null, localOrigin);
    },
  });
  return () => {
    lab.unobserve(onChange);
    stopMirror();
  };
}
