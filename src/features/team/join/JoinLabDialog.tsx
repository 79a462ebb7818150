import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch } from '../../../app/hooks';
import { backupRequested } from '../../projects';
import { joinDecided, type JoinOffer } from '../teamSlice';

const projects = (count: number) => (count === 1 ? '1 project' : `${count} projects`);

/**
 * The first sign-in to the team from a browser that holds a lab of its own: merge it into the
 * team's lab (by id, the newer change wins) or leave it out. It asks for a choice (no Escape, no
 * click outside), and offers a backup first, so nothing is lost either way.
 */
export function JoinLabDialog({ offer }: { offer: JoinOffer }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Merge this browser’s lab?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          This browser holds {projects(offer.local)}, and {offer.newToTeam} of them are missing from the team lab or
          newer here. The team lab holds {projects(offer.team)}. Merge them into the team lab (matched by id, the newer
          change wins), or leave them out and see the team lab only.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => dispatch(backupRequested())}>Download backup</Button>
        <Button onClick={() => dispatch(joinDecided({ merge: false }))}>Leave it out</Button>
        <Button variant="contained" onClick={() => dispatch(joinDecided({ merge: true }))}>
          Merge into the team lab
        </Button>
      </DialogActions>
    </Dialog>
  );
}
