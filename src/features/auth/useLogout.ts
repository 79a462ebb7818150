import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { toasts } from '../../shared/toast/catalogue';
import { useToast } from '../../shared/toast/useToast';
import { loggedOut } from './authSlice';

/** Ends the session (the projects stay), returns to the landing page and says goodbye. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(() => {
    dispatch(loggedOut());
    navigate(paths.home);
    toast(toasts.loggedOut);
  }, [dispatch, navigate, toast]);
}
