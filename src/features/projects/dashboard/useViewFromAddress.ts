import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { restoreViewFromAddress } from '../projectsThunks';

/**
 * A navigation (first load, back/forward, a pasted link) sets the view: one `viewRestored`
 * event. The other direction, filter events writing the address, is a listener's
 * (projectsListeners). Before paint, so a shared link never shows the unfiltered lab first.
 */
export function useViewFromAddress() {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  useLayoutEffect(() => {
    dispatch(restoreViewFromAddress(search));
  }, [dispatch, search]);
}
