import { memo } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ColorSchemeToggle } from '../../../shared/ui/ColorSchemeToggle';
import { Logo } from '../../../shared/ui/Logo';
import { usePageSlot } from '../../../shared/ui/PageSlots';
import { headerButtonSx } from '../../../shared/ui/headerButtonSx';
import { useIsPhone } from '../../../shared/hooks/useIsPhone';
import { ActivityButton } from '../../history';
import { BackupActions } from '../transfer/BackupActions';
import { LogoutButton } from './LogoutButton';

type DashboardHeaderProps = {
  userName: string | undefined;
  onExport: () => void;
};

const headerButton = headerButtonSx;

/** Memoized (its handlers are stable): a filter change does not redraw the header. */
export const DashboardHeader = memo(function DashboardHeader({ userName, onExport }: DashboardHeaderProps) {
  // On phones Activity is an icon beside the colour-scheme switch, so that the actions take one row.
  const onPhone = useIsPhone();
  // What app/ shows under the welcome: team mode's status, when the team server served the page.
  const status = usePageSlot('headerStatus');
  // And before the header's own actions: team mode's "Team", for founders.
  const actions = usePageSlot('headerActions');
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="xl"
        sx={{
          py: { xs: 2, sm: 2.5 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0, flex: { xs: '1 1 0', sm: '0 1 auto' } }}>
          <Typography component="h1" sx={{ m: 0, lineHeight: 1 }}>
            <Logo />
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Welcome back, {userName}
          </Typography>
          {status}
        </Box>
        {/* Beside the title on phones (the actions wrap below it), before the actions when wider:
            the same place in the Tab order as on screen. */}
        {onPhone && <ActivityButton compact />}
        <ColorSchemeToggle sx={{ flex: '0 0 auto', ml: { sm: 'auto' }, mr: { sm: -1 } }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          {actions}
          {!onPhone && <ActivityButton sx={headerButton} />}
          <BackupActions buttonSx={headerButton} />
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={onExport} sx={headerButton}>
            Export CSV
          </Button>
          <LogoutButton sx={headerButton} />
        </Box>
      </Container>
    </Box>
  );
});
