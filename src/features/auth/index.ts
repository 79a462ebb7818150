// What the session offers the rest of the app; other features import only this file.
export { loggedOut, selectCurrentUser, sessionEnded, type AuthState } from './authSlice';
export { useAuth } from './useAuth';
export { useLogout } from './useLogout';
