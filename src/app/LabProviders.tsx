import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/es/integration/react';
import { ToastProvider } from '../shared/toast/ToastProvider';
import { MotionProvider } from '../shared/ui/MotionProvider';
import { persistence, persistor, store } from './labStore';
import { PersistenceNotices } from './PersistenceNotices';

/**
 * The lab's providers: store, rehydration gate and toasts. Loaded lazily, so the
 * landing page never pays for them. PersistGate holds rendering until the stored
 * session is back, so a signed-in reload never flashes /login.
 */
export default function LabProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <ToastProvider>
        <PersistenceNotices notices={persistence.notices} />
        <PersistGate loading={null} persistor={persistor}>
          <MotionProvider>{children}</MotionProvider>
        </PersistGate>
      </ToastProvider>
    </Provider>
  );
}
