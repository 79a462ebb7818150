import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { restoreViewFromAddress } from '../projectsThunks';

/**
 * Arriving on the page (first load, a pasted link) and Back or Forward set the view: one
 * `viewRestored` event. The other direction, filter events writing the address, is a listener's
 * (projectsListeners): a push or a replace while the page is up is that write, already in the
 * store, and restoring it could undo a keystroke typed since it was made. Before paint, so a
 * shared link never shows the unfiltered lab first.
 */
export function useViewFromAddress() {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const navigationType = useNavigationType();
  const arrived = useRef(false);
  useLayoutEffect(() => {
    if (arrived.current && navigationType !== NavigationType.Pop) return;
    arrived.current = true;
    dispatch(restoreViewFromAddress(search));
  }, [dispatch, search, navigationType]);
}

/**
 * The hook as a component of its own: the address changes with every filter, and only this
 * renders with it, not the dashboard around it.
 */
export function ViewFromAddress() {
  useViewFromAddress();
  return null;
}
