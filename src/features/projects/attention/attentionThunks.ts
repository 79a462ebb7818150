import { addDays, SNOOZE_DAYS } from '../../../../contract/plans';
import type { AppThunk } from '../../../app/hooks';
import { selectToday } from '../../clock';
import { projectSnoozed } from '../projectsSlice';
import { selectProjectAttention } from './attentionSelectors';

/** "Snooze {name} for 7 days": out of the list until a week from today, for the reasons it has today. */
export const snoozeProject =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    const reasons = selectProjectAttention(state, id)?.reasons.map(({ reason }) => reason) ?? [];
    dispatch(projectSnoozed({ id, snooze: { until: addDays(selectToday(state), SNOOZE_DAYS), reasons } }));
  };
