import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ProjectForm } from './ProjectForm';
import type { Project, ProjectInput } from '../model/types';

type ProjectFormDialogProps = {
  open: boolean;
  /** The project being edited, or null to add one. */
  project: Project | null;
  /** Values an Add starts from (Duplicate); ignored when editing. */
  template?: Project | null;
  /** Changes whenever the dialog opens, so the form starts afresh each time. */
  formKey: number;
  onSubmit: (input: ProjectInput) => void;
  onClose: () => void;
  /** Runs after closing when focus could not go back to the opener (it was removed meanwhile). */
  onFocusLost?: () => void;
  /** Why the last Save was refused (the person's role changed meanwhile); what they typed stays. */
  refusal?: string | null;
};

export function ProjectFormDialog({
  open,
  project,
  template = null,
  formKey,
  onSubmit,
  onClose,
  onFocusLost,
  refusal = null,
}: ProjectFormDialogProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const editing = project !== null;
  // MUI hands focus back to the opener on close; if the opener is gone, focus is left
  // inside the fading dialog and would fall to <body> when it unmounts.
  const handleExited = () => {
    const active = document.activeElement;
    if (!active || active === document.body || rootRef.current?.contains(active)) onFocusLost?.();
  };
  return (
    <Dialog
      ref={rootRef}
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: { sx: phone ? undefined : { maxWidth: 672, maxHeight: '90vh', m: 2, width: 'calc(100% - 32px)' } },
        transition: { onExited: handleExited },
      }}
    >
      <DialogTitle sx={{ pb: 1.5 }}>{editing ? 'Edit Project' : 'Add New Project'}</DialogTitle>
      {/* Inside the dialog too: the toasts are outside it, hidden from screen readers while it is open. */}
      {refusal && (
        <Alert severity="error" sx={{ mx: 3, mb: 1 }}>
          {refusal}
        </Alert>
      )}
      <ProjectForm
        key={formKey}
        project={project ?? template}
        submitLabel={editing ? 'Save Changes' : 'Add Project'}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
