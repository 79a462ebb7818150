import type { AppThunk } from '../../../app/hooks';
import { ownerChoicesReceived } from '../../projects';
import { membersLoaded, membersUnreadable } from '../teamSlice';
import { teamApi, type Answer } from './teamApi';

/** Reads the team's accounts and open invitations into the store (the Team dialog), and who may own projects. */
export const loadTeam = (): AppThunk<Promise<void>> => async (dispatch) => {
  const answer = await teamApi.team();
  dispatch(answer.ok ? membersLoaded(answer.value) : membersUnreadable(answer.message));
  await dispatch(loadOwners());
};

/** Who the form's Owners lists: the team's founders and members (the static mode's founders until then). */
export const loadOwners = (): AppThunk<Promise<void>> => async (dispatch) => {
  const answer = await teamApi.owners();
  if (answer.ok) dispatch(ownerChoicesReceived(answer.value.owners));
};

/**
 * Makes one change to the team (invite, revoke, change a role, remove) and reads the team again
 * once it is made; the answer tells the dialog what to say.
 */
export const changeTeam =
  <T>(change: () => Promise<Answer<T>>): AppThunk<Promise<Answer<T>>> =>
  async (dispatch) => {
    const answer = await change();
    if (answer.ok) await dispatch(loadTeam());
    return answer;
  };
