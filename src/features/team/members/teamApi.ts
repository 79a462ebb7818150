import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  ACCOUNTS_PATH,
  INVITATIONS_PATH,
  JOIN_API_PATH,
  OWNERS_PATH,
  TEAM_PATH,
  type InvitationResponse,
  type InviteResponse,
  type OwnersResponse,
  type TeamResponse,
} from '../../../../contract/api';
import type { User } from '../../../../contract/founders';
import type { FieldProblem, InviteRequest } from '../../../../contract/invitations';
import type { InvitedRole } from '../../../../contract/roles';
import { readUser } from '../../../shared/session/serverSession';
import { at, call, UNREACHABLE, type Answer } from './teamRequests';

/** A refusal as the dialogs show it: the server's words, its status, and the field it names. */
export type TeamApiError = { message: string; status: number; field?: FieldProblem['field'] };

/** A request's answer as RTK Query takes it: its data, or the refusal (never a throw). */
async function settled<T>(request: Promise<Answer<T>>): Promise<{ data: T } | { error: TeamApiError }> {
  const answer = await request;
  return answer.ok
    ? { data: answer.value }
    : { error: { message: answer.message, status: answer.status, field: answer.field } };
}

/**
 * The team server's team API (team mode only) as RTK Query's cache: the Team dialog's list
 * ('Team', read again every 10 s while it is open), who may own projects ('Owners'), and the
 * changes that make them stale; the join page's invitation and its join. Loaded with what uses it,
 * it joins the store then (joinTeamApi.ts).
 */
export const teamApi = createApi({
  reducerPath: 'teamApi',
  baseQuery: fakeBaseQuery<TeamApiError>(),
  tagTypes: ['Team', 'Owners'],
  endpoints: (build) => ({
    team: build.query<TeamResponse, void>({
      queryFn: () => settled(call<TeamResponse>('GET', TEAM_PATH)),
      providesTags: ['Team'],
    }),
    owners: build.query<OwnersResponse, void>({
      queryFn: () => settled(call<OwnersResponse>('GET', OWNERS_PATH)),
      providesTags: ['Owners'],
    }),
    invite: build.mutation<InviteResponse, InviteRequest>({
      queryFn: (request) => settled(call<InviteResponse>('POST', INVITATIONS_PATH, request)),
      invalidatesTags: (_made, error) => (error ? [] : ['Team']),
    }),
    revoke: build.mutation<null, string>({
      queryFn: (email) => settled(call<null>('DELETE', at(INVITATIONS_PATH, email))),
      invalidatesTags: (_done, error) => (error ? [] : ['Team']),
    }),
    changeRole: build.mutation<null, { email: string; teamRole: InvitedRole }>({
      queryFn: ({ email, teamRole }) => settled(call<null>('PATCH', at(ACCOUNTS_PATH, email), { teamRole })),
      invalidatesTags: (_done, error) => (error ? [] : ['Team', 'Owners']),
    }),
    remove: build.mutation<null, string>({
      queryFn: (email) => settled(call<null>('DELETE', at(ACCOUNTS_PATH, email))),
      invalidatesTags: (_done, error) => (error ? [] : ['Team', 'Owners']),
    }),
    invitation: build.query<InvitationResponse, string>({
      queryFn: (token) => settled(call<InvitationResponse>('GET', at(JOIN_API_PATH, token))),
    }),
    join: build.mutation<User, { token: string; password: string }>({
      async queryFn({ token, password }) {
        const answered = await settled(call<unknown>('POST', at(JOIN_API_PATH, token), { password }));
        if ('error' in answered) return answered;
        const user = readUser(answered.data);
        return user ? { data: user } : { error: { message: UNREACHABLE, status: 0 } };
      },
    }),
  }),
});

export type TeamApiState = ReturnType<typeof teamApi.reducer>;

export const {
  useTeamQuery,
  useOwnersQuery,
  useInviteMutation,
  useRevokeMutation,
  useChangeRoleMutation,
  useRemoveMutation,
  useInvitationQuery,
  useJoinMutation,
} = teamApi;
