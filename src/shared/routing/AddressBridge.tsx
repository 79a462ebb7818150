import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { connectAddress } from './address';

/** Connects the router's address to listeners (address.ts) while the page that renders it is mounted. */
export function AddressBridge() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);

  useLayoutEffect(() => {
    current.current = location;
  }, [location]);

  useLayoutEffect(() => {
    // navigate, not setSearchParams: that would re-encode spaces as '+' rather than %20.
    connectAddress({
      search: () => current.current.search,
      go: (search, options) => void navigate({ search }, options),
    });
    return () => connectAddress(null);
  }, [navigate]);

  return null;
}
