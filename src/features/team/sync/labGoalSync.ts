import { isAnyOf } from '@reduxjs/toolkit';
import type * as Y from 'yjs';
import type { AppDispatch, AppStartListening, RootState } from '../../../app/hooks';
import { LAB_GOAL_KEY } from '../../../../contract/labDocument';
import { isGoal } from '../../../../contract/plans';
import { labGoalReceived, labGoalRemoved, labGoalSaved } from '../../projects';
import { labGoalFromDoc, labMap, replacedValuesIn, writeLabGoal } from '../doc';
import { labGoalReplaced } from '../teamEvents';

type Store = { dispatch: AppDispatch; getState: () => RootState };

/**
 * The lab goal between Redux and the team's lab: the doc's at start (the team lab's wins, as its
 * projects do), every change another founder makes, and this founder's own saves and removals
 * (checked by the lab's rules before sending); a save lost to another founder's at the same time is
 * said. Returns a function that stops both directions.
 */
export function syncLabGoal(doc: Y.Doc, localOrigin: unknown, store: Store, startAppListening: AppStartListening) {
  store.dispatch(labGoalReceived(labGoalFromDoc(doc)));
  const lab = labMap(doc);
  const onChange = (events: Y.YEvent<Y.AbstractType<unknown>>[], transaction: Y.Transaction) => {
    if (transaction.origin === localOrigin) return;
    store.dispatch(labGoalReceived(labGoalFromDoc(doc)));
    // This founder's goal, lost to another founder's set at the same time: named, as it has no history.
    const mine = events
      .filter((event) => event.target === lab)
      .flatMap((event) => replacedValuesIn(doc, event))
      .find(({ key }) => key === LAB_GOAL_KEY)?.mine;
    if (isGoal(mine)) store.dispatch(labGoalReplaced({ goal: mine }));
  };
  lab.observeDeep(onChange);
  const stopMirror = startAppListening({
    matcher: isAnyOf(labGoalSaved, labGoalRemoved),
    effect: (action) => {
      // Refused only by a clock far off: the dialog allows no month the rules refuse.
      writeLabGoal(doc, labGoalSaved.match(action) ? action.payload : null, localOrigin);
    },
  });
  return () => {
    lab.unobserveDeep(onChange);
    stopMirror();
  };
}
