import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { TeamAccount } from '../../../../contract/api';
import { INVITED_ROLES, ROLE_NAMES, type InvitedRole } from '../../../../contract/roles';
import { lastSeenText } from './lastSeen';

type TeamTableProps = {
  accounts: readonly TeamAccount[];
  onChangeRole: (account: TeamAccount, role: InvitedRole) => void;
  onRemove: (account: TeamAccount) => void;
};

const cell = { p: 1, textAlign: 'left', borderBottom: 1, borderColor: 'divider', verticalAlign: 'middle' } as const;

/**
 * Every account: Name, Email, Role, Last seen, and for each that is not a founder's, "Change role
 * of {name}" and "Remove {name}". On a phone the table scrolls sideways inside its own frame.
 */
export function TeamTable({ accounts, onChangeRole, onRemove }: TeamTableProps) {
  return (
    // Its own region, focusable, so a keyboard can scroll it sideways on a phone.
    <Box role="region" aria-label="Accounts" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label="Team accounts"
        sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 560 }}
      >
        <thead>
          <tr>
            {['Name', 'Email', 'Role', 'Last seen'].map((heading) => (
              <Box component="th" key={heading} scope="col" sx={{ ...cell, typography: 'subtitle2' }}>
                {heading}
              </Box>
            ))}
            <Box component="th" scope="col" sx={{ ...cell, typography: 'subtitle2' }}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </Box>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.email}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 500, whiteSpace: 'nowrap' }}>
                {account.name}
              </Box>
              <Box component="td" sx={{ ...cell, whiteSpace: 'nowrap' }}>
                {account.email}
              </Box>
              <Box component="td" sx={cell}>
                {account.teamRole === 'founder' ? (
                  ROLE_NAMES.founder
                ) : (
                  <Box
                    component="select"
                    aria-label={`Change role of ${account.name}`}
                    value={account.teamRole}
                    onChange={(event) => onChangeRole(account, event.target.value as InvitedRole)}
                    sx={{
                      minHeight: 44,
                      px: 1,
                      font: 'inherit',
                      color: 'text.primary',
                      bgcolor: 'background.paper',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                    }}
                  >
                    {INVITED_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_NAMES[role]}
                      </option>
                    ))}
                  </Box>
                )}
              </Box>
              <Box component="td" sx={cell}>
                {lastSeenText(account)}
              </Box>
              <Box component="td" sx={cell}>
                {account.teamRole !== 'founder' && (
                  <Button color="error" onClick={() => onRemove(account)} sx={{ minHeight: 44 }}>
                    Remove
                    <Box component="span" sx={visuallyHidden}>
                      {` ${account.name}`}
                    </Box>
                  </Button>
                )}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
