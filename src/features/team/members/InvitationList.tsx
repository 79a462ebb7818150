import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OpenInvitation } from '../../../../contract/api';
import { ROLE_NAMES } from '../../../../contract/roles';
import { dayOf } from './lastSeen';

type InvitationListProps = { invitations: readonly OpenInvitation[]; onRevoke: (invitation: OpenInvitation) => void };

/** The open invitations, each with "Revoke invitation for {email}". */
export function InvitationList({ invitations, onRevoke }: InvitationListProps) {
  return (
    <Box component="section" aria-labelledby="invitations-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="invitations-heading" variant="h6" component="h3">
        Open invitations
      </Typography>
      {invitations.length === 0 ? (
        <Typography color="text.secondary">No open invitations.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {invitations.map((invitation) => (
            <Box
              component="li"
              key={invitation.email}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Box component="span" sx={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
                {invitation.name} · {invitation.email} · {ROLE_NAMES[invitation.teamRole]} · expires{' '}
                {dayOf(invitation.expiresAt)}
              </Box>
              <Button
                color="error"
                aria-label={`Revoke invitation for ${invitation.email}`}
                onClick={() => onRevoke(invitation)}
                sx={{ minHeight: 44 }}
              >
                Revoke
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
