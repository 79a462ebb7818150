import { createAction } from '@reduxjs/toolkit';
import { addAppListener, withLatePart, type AppThunk, type RootState } from '../../../app/hooks';
import { ownerChoicesReceived } from '../../projects';
import { teamApi } from './teamApi';

/** Whether the team API has joined this store (its hooks read its state and need its middleware). */
export const selectTeamApiJoined = (state: RootState) => state.teamApi !== undefined;

const teamApiJoined = createAction('team/apiJoined');

/**
 * The team API joins the store, once: its reducer and middleware, and what the owners it reads
 * become: the project form's Owners (the founders and the members).
 */
export const joinTeamApi =
  (): AppThunk =>
  (dispatch, _getState, { joinStore }) => {
    if (!joinStore(teamApi)) return;
    dispatch(
      addAppListener({
        matcher: teamApi.endpoints.owners.matchFulfilled,
        effect: ({ payload }, api) => void api.dispatch(ownerChoicesReceived(payload.owners)),
      }),
    );
    // RTK Query's middleware registers itself on the first action it sees: this one, rather than
    // one a view's hook dispatches while it renders.
    dispatch(teamApiJoined());
  };

/** Reads who may own projects again, into the project form's Owners. */
export const loadOwners = (): AppThunk => (dispatch) => {
  dispatch(joinTeamApi());
  void dispatch(teamApi.endpoints.owners.initiate(undefined, { subscribe: false, forceRefetch: true }));
};

/** A view that uses the team API's hooks, drawn once the API has joined the store. */
export const withTeamApi = withLatePart(selectTeamApiJoined, joinTeamApi);
