import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../shared/toast/ToastProvider';
import { isRehydrated, persistor, store } from './labStore';
import { offerOfflineCopy } from './offline/offerOfflineCopy';
import { StorageBanner } from './StorageBanner';

export { rehydrated } from './labStore';

/**
 * Holds rendering until the stored session is back, so a signed-in reload never flashes
 * /login. Unlike redux-persist's PersistGate (which renders nothing on its first render and
 * flips in componentDidMount), it renders the page at once when rehydration has already
 * finished, as it has by the time the router mounts the lab (see `rehydrated`), so it can
 * hydrate the prerendered /login. The server snapshot is the same reading: the prerender
 * waits for rehydration too.
 */
const subscribeToRehydration = (listener: () => void) => persistor.subscribe(listener);

function RehydrationGate({ children }: { children: ReactNode }) {
  const ready = useSyncExternalStore(subscribeToRehydration, isRehydrated, isRehydrated);
  return ready ? children : null;
}

/**
 * The lab's providers: store, rehydration gate and toasts, and the offline copy once a founder
 * is signed in. Loaded lazily, so the landing page never pays for them.
 */
export default function LabProviders({ children }: { children: ReactNode }) {
  // A signed-in founder's offline copy of the app (./offline), set up when the browser is idle.
  useEffect(() => offerOfflineCopy(store), []);
  return (
    <Provider store={store}>
      <ToastProvider>
        <StorageBanner />
        <RehydrationGate>{children}</RehydrationGate>
      </ToastProvider>
    </Provider>
  );
}
