import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, selectIsAuthenticated, selectLoginPending } from './authSlice';

/** The signed-in founder and the session flags. Only usable inside the lab's store provider. */
export function useAuth() {
  if (!useContext(ReactReduxContext)) {
    throw new Error('useAuth must be used inside the Forge Lab store provider (<LabProviders>).');
  }
  const user = useAppSelector(selectCurrentUser);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const loginPending = useAppSelector(selectLoginPending);
  return { user, isAuthenticated, loginPending };
}
