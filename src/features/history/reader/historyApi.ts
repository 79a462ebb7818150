import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ActivityResponse, ProjectVersion } from '../../../../contract/history';
import { currentHistorySource } from '../source/currentSource';
import type { HistorySource } from '../source/historySource';
import { lastSeenBy, markSeenBy } from '../database/seen';
import { isoNow } from '../../../shared/lib/now';

/** `fallback`: team mode shows this browser's copy, because the server could not be reached. */
export type ProjectVersions = { versions: ProjectVersion[]; fallback: boolean };
export type ActivityPage = ActivityResponse & { fallback: boolean };

type Read<T> = { data: T & { fallback: boolean }; error?: undefined } | { data?: undefined; error: string };

/** Reads through the page's history source; a failure is an error result (DevTools shows it), never a throw. */
async function read<T extends object>(reading: (source: HistorySource) => Promise<T>): Promise<Read<T>> {
  let fallback = false;
  try {
    const data = await reading(
      currentHistorySource((value) => {
        fallback = value;
      }),
    );
    return { data: { ...data, fallback } };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The history as the History dialog and the Activity panel read it: RTK
 * Query's cache over the history source (this browser's IndexedDB, or the team server with this
 * browser's replaced changes beside it). Loaded on demand, it joins the store then (joinReader.ts);
 * a change of a project's history makes that project's versions stale (`ProjectHistory` with its
 * id) and Activity, not the versions of every other project open.
 */
export const historyApi = createApi({
  reducerPath: 'historyApi',
  baseQuery: fakeBaseQuery<string>(),
  tagTypes: ['ProjectHistory', 'Activity'],
  endpoints: (build) => ({
    /** A project's versions, newest first. */
    projectVersions: build.query<ProjectVersions, string>({
      queryFn: (projectId) => read(async (source) => ({ versions: await source.projectHistory(projectId) })),
      providesTags: (_versions, _error, projectId) => [{ type: 'ProjectHistory', id: projectId }],
    }),
    /** The lab's changes, newest first, a page at a time: each page's `nextBefore` is the next one's cursor. */
    activity: build.infiniteQuery<ActivityPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (page) => page.nextBefore,
      },
      queryFn: ({ pageParam }) => read((source) => source.activity(pageParam ?? undefined)),
      providesTags: ['Activity'],
    }),
    /**
     * `founder` looked at Activity: what it lists is seen from now on. Answers when they had looked
     * before (null: never), which Activity's "New" marks are measured from.
     */
    activitySeen: build.mutation<string | null, string>({
      async queryFn(founder) {
        const before = await lastSeenBy(founder);
        const latest = await read((source) => source.activity());
        // The newest entry's time when it is ahead of this clock (the server's may be): it was seen too.
        const newest = latest.data?.entries[0]?.at ?? '';
        const now = isoNow();
        await markSeenBy(founder, newest > now ? newest : now);
        return { data: before };
      },
    }),
  }),
});

/** What a change of these projects' history makes stale; every project's when it is not known which. */
export const staleAfter = (projectIds: readonly string[] | null) =>
  projectIds === null
    ? (['ProjectHistory', 'Activity'] as const)
    : [...projectIds.map((id) => ({ type: 'ProjectHistory' as const, id })), 'Activity' as const];

export type HistoryReaderState = ReturnType<typeof historyApi.reducer>;

export const { useProjectVersionsQuery, useActivityInfiniteQuery } = historyApi;
