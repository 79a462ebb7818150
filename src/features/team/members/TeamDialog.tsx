import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import { DoneActions } from '../../../shared/ui/DoneActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ROLE_NAMES } from '../../../../contract/roles';
import { Announcement } from '../../../shared/ui/Announcement';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { withTeamApi } from './joinTeamApi';
import {
  useChangeRoleMutation,
  useInviteMutation,
  useOwnersQuery,
  useRemoveMutation,
  useRevokeMutation,
  useTeamQuery,
  type TeamApiError,
} from './teamApi';
import type { Answer } from './teamRequests';
import type { InviteResponse } from '../../../../contract/api';
import { TeamTable } from './TeamTable';

/** What "Remove {name}" asks before anything is removed. */
const removalQuestion = (name: string) =>
  `Are you sure you want to remove "${name}" from the team? They are signed out at once.`;

/** While the dialog is open, the list (who is online) is read again this often. */
const REFRESH_MS = 10_000;

type Settled<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/** A mutation's outcome in the words the dialog shows; an error that is not the API's is a network failure. */
const answerOf = <T,>(result: Settled<T>): Answer<T> => {
  if (result.error === undefined) return { ok: true, value: result.data as T };
  const error = result.error as Partial<TeamApiError>;
  return {
    ok: false,
    message: error.message ?? 'The team server could not be reached.',
    status: error.status ?? 0,
    field: error.field,
  };
};

/**
 * "Team", for founders: every account with its role and when it was last seen, the invite form
 * and the open invitations. The list is RTK Query's ('Team', read again every 10 s while the
 * dialog is open); each change is made on the team server, which makes the list stale, and is
 * announced, a refusal shown above the table. The form's Owners are read again with it.
 */
function TeamDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Read anew each time the dialog opens (someone may have joined meanwhile), then every 10 s.
  const reading = { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true } as const;
  const team = useTeamQuery(undefined, reading);
  useOwnersQuery(undefined, reading);
  const [invite] = useInviteMutation();
  const [revoke] = useRevokeMutation();
  const [changeRole] = useChangeRoleMutation();
  const [remove] = useRemoveMutation();
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = async <T,>(request: Promise<Settled<T>>, said: string) => {
    const answer = answerOf(await request);
    setRefusal(answer.ok ? null : answer.message);
    if (answer.ok) setAnnouncement(said);
  };
  const list = team.data;
  const unreadable = team.error ? answerOf<null>({ error: team.error }) : null;
  const error = refusal ?? (unreadable && !unreadable.ok ? unreadable.message : null);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Team</DialogTitle>
      {/* max-content rows: the table's sideways-scrolling region would otherwise shrink to nothing. */}
      <DialogContent dividers sx={{ display: 'grid', gap: 3, gridAutoRows: 'max-content' }}>
        <Announcement text={announcement} />
        {error && <Alert severity="error">{error}</Alert>}
        {list ? (
          <TeamTable
            accounts={list.accounts}
            onChangeRole={(account, role) =>
              void change(
                changeRole({ email: account.email, teamRole: role }),
                `${account.name} is now a ${ROLE_NAMES[role].toLowerCase()}.`,
              )
            }
            onRemove={(account) => {
              // Asked as a delete is: a removal signs the person out at once.
              if (!window.confirm(removalQuestion(account.name))) return;
              void change(remove(account.email), `${account.name} was removed and signed out.`);
            }}
          />
        ) : (
          !error && <CircularProgress aria-label="Loading the team" sx={{ justifySelf: 'center' }} />
        )}
        <InviteForm
          onInvite={async (request) => {
            // A refusal is said at its field, by the form.
            const answer = answerOf<InviteResponse>(await invite(request));
            if (answer.ok) setAnnouncement(`Invitation for ${request.email} created.`);
            return answer;
          }}
        />
        {list && (
          <InvitationList
            invitations={list.invitations}
            onRevoke={(invitation) =>
              void change(revoke(invitation.email), `Invitation for ${invitation.email} revoked.`)
            }
          />
        )}
      </DialogContent>
      <DoneActions onClose={onClose} />
    </Dialog>
  );
}

export default withTeamApi(TeamDialog);
