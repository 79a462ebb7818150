import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistenceNotice } from './notices';

/** A lasting banner, for as long as changes made here cannot be kept. */
export type StorageBanner = 'unavailable' | 'backupFailed';

export type StorageState = { banner: StorageBanner | null };

const initialState: StorageState = { banner: null };

/**
 * What the persistence layer had to tell the founder, as events (so they show in Redux
 * DevTools); the listeners turn them into toasts, this slice keeps the banner.
 */
export const storageSlice = createSlice({
  name: 'storage',
  initialState,
  reducers: {
    storageNoticeReceived(state, action: PayloadAction<PersistenceNotice>) {
      const { kind } = action.payload;
      if (kind === 'unavailable' || kind === 'backupFailed') state.banner = kind;
    },
  },
  selectors: {
    selectStorageBanner: (state) => state.banner,
  },
});

export const { storageNoticeReceived } = storageSlice.actions;
export const { selectStorageBanner } = storageSlice.selectors;
