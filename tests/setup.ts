import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (dialogs, the landing body) load asynchronously; on a busy 2-core machine the
// default 1 s for findBy/waitFor is too tight.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
