import { useState, type FormEvent } from 'react';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { invitationProblem, type InviteRequest } from '../../../../contract/invitations';
import { INVITED_ROLES, ROLE_NAMES } from '../../../../contract/roles';
import { dayOf } from './lastSeen';
import type { Answer } from './teamRequests';
import type { InviteResponse } from '../../../../contract/api';

type InviteFormProps = { onInvite: (request: InviteRequest) => Promise<Answer<InviteResponse>> };

const EMPTY: InviteRequest = { name: '', email: '', teamRole: 'member' };

/**
 * "Invite someone": Name, Email, Role and "Create invitation". A refused field says why under it
 * (the browser checks what it can, the server the rest); a made invitation shows its link, with
 * "Copy link" and the day it expires.
 */
export function InviteForm({ onInvite }: InviteFormProps) {
  const { values, setValues, setErrors, field } = useFormFields<InviteRequest, keyof InviteRequest>(() => EMPTY);
  const [made, setMade] = useState<{ link: string; expiresAt: string; copied: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = invitationProblem(values);
    if (problem) return setErrors({ [problem.field]: problem.message });
    setBusy(true);
    const answer = await onInvite(values);
    setBusy(false);
    if (!answer.ok) return setErrors({ [answer.field ?? 'email']: answer.message });
    setMade({
      link: `${window.location.origin}${answer.value.link}`,
      expiresAt: answer.value.expiresAt,
      copied: false,
    });
    setValues(EMPTY);
  };

  return (
    <Box component="section" aria-labelledby="invite-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="invite-heading" variant="h6" component="h3">
        Invite someone
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <TextField select label="Role" {...field('teamRole')}>
          {INVITED_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_NAMES[role]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start', minHeight: 44 }}>
          Create invitation
        </Button>
      </Box>
      {made && (
        <Box sx={{ display: 'grid', gap: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2">Send this link. It works once and expires on {dayOf(made.expiresAt)}.</Typography>
          <Box component="code" sx={{ overflowWrap: 'anywhere', fontSize: '0.875rem' }}>
            {made.link}
          </Box>
          <Button
            variant="outlined"
            sx={{ justifySelf: 'start', minHeight: 44 }}
            onClick={() =>
              void navigator.clipboard?.writeText(made.link).then(() => setMade({ ...made, copied: true }))
            }
          >
            {made.copied ? 'Link copied' : 'Copy link'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
