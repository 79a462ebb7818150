import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ProjectForm } from './ProjectForm';
import type { Project, ProjectInput } from './types';

type ProjectFormDialogProps = {
  open: boolean;
  /** The project being edited, or null to add one. */
  project: Project | null;
  /** Changes whenever the dialog opens, so the form starts afresh each time. */
  formKey: number;
  onSubmit: (input: ProjectInput) => void;
  onClose: () => void;
  /** Runs once the dialog has faded out. */
  onExited?: () => void;
};

export function ProjectFormDialog({ open, project, formKey, onSubmit, onClose, onExited }: ProjectFormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const editing = project !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: { sx: phone ? undefined : { maxWidth: 672, maxHeight: '90vh', m: 2, width: 'calc(100% - 32px)' } },
        transition: { onExited },
      }}
    >
      <DialogTitle sx={{ pb: 1.5 }}>{editing ? 'Edit Project' : 'Add New Project'}</DialogTitle>
      <ProjectForm
        key={formKey}
        project={project}
        submitLabel={editing ? 'Save Changes' : 'Add Project'}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
