import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The connection to the team lab, as the founder sees it:
 * - connecting: the first connection since the page opened;
 * - synced: connected, and every change made here acknowledged by the server;
 * - syncing: connected, changes on their way;
 * - reconnecting: the server went away (stopped, restarted), the provider tries again;
 * - offline: no network, or the server refused this device's changes: they are kept here.
 */
export type Connection = 'connecting' | 'synced' | 'syncing' | 'reconnecting' | 'offline';

/** What a founder's browser holds when it first joins the team lab, to merge or leave out. */
export type JoinOffer = {
  /** Projects in this browser's lab. */
  local: number;
  /** Of those, how many the team lab lacks, or holds in an older version. */
  newToTeam: number;
  /** Projects in the team lab. */
  team: number;
};

export type TeamState = {
  connection: Connection;
  othersOnline: string[];
  joinOffer: JoinOffer | null;
};

const initialState: TeamState = {
  connection: 'connecting',
  othersOnline: [],
  joinOffer: null,
};

/** Team mode's own state; injected into the store (combineSlices) only when team mode starts. */
export const teamSlice = createSlice({
  name: 'team',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<Connection>) {
      state.connection = action.payload;
    },
    /** The names of the other founders online (the engine's awareness), A–Z, each once. */
    othersOnlineChanged(state, action: PayloadAction<string[]>) {
      state.othersOnline = action.payload;
    },
    joinOffered(state, action: PayloadAction<JoinOffer>) {
      state.joinOffer = action.payload;
    },
    joinDecided(state, _action: PayloadAction<{ merge: boolean }>) {
      state.joinOffer = null;
    },
  },
});

export const { connectionChanged, othersOnlineChanged, joinOffered, joinDecided } = teamSlice.actions;
