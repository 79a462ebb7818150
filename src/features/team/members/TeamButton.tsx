import { Suspense, useState } from 'react';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Button from '@mui/material/Button';
import { useAppSelector } from '../../../app/hooks';
import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../../shared/ui/LoadBoundary';
import { selectMayManageTeam } from '../../auth';
import { headerButtonSx } from '../../../shared/ui/headerButtonSx';

const TeamDialog = lazyWithRetry(() => import('./TeamDialog'));

/** The header's "Team", for founders: opens the Team dialog, loaded the first time. */
export default function TeamButton() {
  const mayManage = useAppSelector(selectMayManageTeam);
  const [open, setOpen] = useState(false);
  if (!mayManage) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<GroupsOutlined />} onClick={() => setOpen(true)} sx={headerButtonSx}>
        Team
      </Button>
      {open && (
        <LoadBoundary what="The team" onClose={() => setOpen(false)}>
          <Suspense fallback={null}>
            <TeamDialog onClose={() => setOpen(false)} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
