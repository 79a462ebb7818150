// What the session offers the rest of the app; other features import only this file.
export {
  loggedIn,
  loggedOut,
  selectCurrentUser,
  sessionEnded,
  TEAM_SESSION_MARKER,
  userRefreshed,
  type AuthState,
} from './authSlice';
export { useAuth } from './useAuth';
export { selectMayDelete, selectMayEdit, selectMayManageTeam, selectTeamRole } from './roleSelectors';
export { useLogout } from './useLogout';
