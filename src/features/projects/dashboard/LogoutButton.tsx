import { memo, type ComponentProps } from 'react';
import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useLogout } from '../../auth';

type ButtonSx = ComponentProps<typeof Button>['sx'];

const LogoutAction = memo(function LogoutAction({ onClick, sx }: { onClick: () => void; sx: ButtonSx }) {
  return (
    <Button variant="text" color="inherit" startIcon={<Logout />} onClick={onClick} sx={sx}>
      Logout
    </Button>
  );
});

/**
 * The header's Logout. useLogout follows the router's address (it ends the session once the
 * founder is home), so it lives here rather than in the page: a filter written to the address,
 * as every search keystroke is, renders this and not the dashboard. The logout itself only
 * changes with the path, so the button under it does not render either.
 */
export function LogoutButton({ sx }: { sx: ButtonSx }) {
  const logout = useLogout();
  return <LogoutAction onClick={logout} sx={sx} />;
}
