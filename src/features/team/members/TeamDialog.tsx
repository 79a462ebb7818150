import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import { DoneActions } from '../../../shared/ui/DoneActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ROLE_NAMES } from '../../../../contract/roles';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Announcement } from '../../../shared/ui/Announcement';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { teamApi, type Answer } from './teamApi';
import { TeamTable } from './TeamTable';
import { changeTeam, loadTeam } from './teamThunks';

/** What "Remove {name}" asks before anything is removed. */
const removalQuestion = (name: string) =>
  `Are you sure you want to remove "${name}" from the team? They are signed out at once.`;

/** While the dialog is open, the list (who is online) is read again this often. */
const REFRESH_MS = 10_000;

/**
 * "Team", for founders: every account with its role and when it was last seen, the invite form
 * and the open invitations. Each change is made on the team server and the list read again; what
 * happened is announced, and a refusal shown above the table.
 */
export default function TeamDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const members = useAppSelector((state) => state.team?.members);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    void dispatch(loadTeam());
    const timer = setInterval(() => void dispatch(loadTeam()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch]);

  const change = async <T,>(call: () => Promise<Answer<T>>, said: string) => {
    const answer = await dispatch(changeTeam(call));
    setRefusal(answer.ok ? null : answer.message);
    if (answer.ok) setAnnouncement(said);
    return answer;
  };
  const list = members?.list;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Team</DialogTitle>
      {/* max-content rows: the table's sideways-scrolling region would otherwise shrink to nothing. */}
      <DialogContent dividers sx={{ display: 'grid', gap: 3, gridAutoRows: 'max-content' }}>
        <Announcement text={announcement} />
        {(refusal ?? members?.error) && <Alert severity="error">{refusal ?? members?.error}</Alert>}
        {list ? (
          <TeamTable
            accounts={list.accounts}
            onChangeRole={(account, role) =>
              void change(
                () => teamApi.changeRole(account.email, role),
                `${account.name} is now a ${ROLE_NAMES[role].toLowerCase()}.`,
              )
            }
            onRemove={(account) => {
              // Asked as a delete is: a removal signs the person out at once.
              if (!window.confirm(removalQuestion(account.name))) return;
              void change(() => teamApi.remove(account.email), `${account.name} was removed and signed out.`);
            }}
          />
        ) : (
          !members?.error && <CircularProgress aria-label="Loading the team" sx={{ justifySelf: 'center' }} />
        )}
        <InviteForm
          onInvite={async (request) => {
            // A refusal is said at its field, by the form.
            const answer = await dispatch(changeTeam(() => teamApi.invite(request)));
            if (answer.ok) setAnnouncement(`Invitation for ${request.email} created.`);
            return answer;
          }}
        />
        {list && (
          <InvitationList
            invitations={list.invitations}
            onRevoke={(invitation) =>
              void change(() => teamApi.revoke(invitation.email), `Invitation for ${invitation.email} revoked.`)
            }
          />
        )}
      </DialogContent>
      <DoneActions onClose={onClose} />
    </Dialog>
  );
}
