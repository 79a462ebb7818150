import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectFilters } from '../projectsSelectors';
import { viewRestored } from '../projectsSlice';
import { parseView, viewToSearch } from '../model/view';

/**
 * The one place the dashboard's view and the URL meet. Components only dispatch filter events;
 * this hook sees which side moved since last time. A new URL (first load, back/forward, a
 * shared link) is read into the store; a store change is written to the URL, pushing a history
 * entry for a new filter or order and replacing it while the search is typed.
 */
export function useViewInUrl() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectFilters);
  const { search } = useLocation();
  const navigate = useNavigate();
  const last = useRef<{ search: string; view: typeof view; restoring: boolean } | null>(null);

  useEffect(() => {
    const before = last.current;
    last.current = { search, view, restoring: false };
    const fromUrl = parseView(new URLSearchParams(search));
    const wanted = viewToSearch(view);
    if (viewToSearch(fromUrl) === wanted) return;
    if (before === null || before.search !== search) {
      last.current.restoring = true;
      dispatch(viewRestored(fromUrl));
      return;
    }
    // After a restore the store may have dropped a value (an owner nobody has): tidy the URL in place.
    const typing =
      before.view.status === view.status && before.view.owner === view.owner && before.view.sort === view.sort;
    // navigate, not setSearchParams: that would re-encode spaces as '+' rather than %20.
    navigate({ search: wanted ? `?${wanted}` : '' }, { replace: before.restoring || typing });
  }, [dispatch, navigate, search, view]);
}
