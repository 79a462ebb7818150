import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { DoneActions } from '../../../shared/ui/DoneActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MonthFigure } from '../../../../contract/figures';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Announcement } from '../../../shared/ui/Announcement';
import { selectCurrentMonth } from '../../clock';
import { formatMonth, type Month } from '../figures/months';
import { selectProjects } from '../projectsSelectors';
import { monthFigureRemoved, monthFigureSaved } from '../projectsSlice';
import { FiguresTable, REMOVE_ATTRIBUTE } from './FiguresTable';
import { MonthForm } from './MonthForm';
import { valuesForMonth, type MonthFormValues } from './monthFormRules';

type FiguresDialogProps = { open: boolean; projectId: string; name: string; onClose: () => void };

/**
 * "Monthly figures of {name}": the project's months with an entry, and a form to enter or correct
 * one. Each save or removal is a change of the project (features.md, "Monthly figures"). Loaded
 * the first time a founder opens it.
 */
export default function FiguresDialog({ open, projectId, name, onClose }: FiguresDialogProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const project = useAppSelector((state) => selectProjects(state).find((item) => item.id === projectId) ?? null);
  const current = useAppSelector(selectCurrentMonth);
  const [values, setValues] = useState<MonthFormValues>(() =>
    project ? valuesForMonth(current, project, current) : { month: current, revenue: '', subscribers: '' },
  );
  const [announcement, setAnnouncement] = useState('');
  const tableRef = useRef<HTMLDivElement>(null);
  const monthRef = useRef<HTMLInputElement>(null);

  // Choosing another month shows its figures, when it has an entry.
  const change = (next: MonthFormValues) =>
    setValues(next.month !== values.month && project ? valuesForMonth(next.month, project, current) : next);

  const save = (month: Month, figure: MonthFigure) => {
    if (!project) return;
    const entry = project.figures[month];
    const unchanged = entry?.revenue === figure.revenue && entry.subscribers === figure.subscribers;
    if (!unchanged) dispatch(monthFigureSaved(project.id, month, figure));
    setAnnouncement(unchanged ? `${formatMonth(month)} already has these figures.` : `${formatMonth(month)} saved.`);
  };

  const remove = (month: Month) => {
    if (!project) return;
    // The focus moves on to the next (older) month's Remove button, else to the form.
    const buttons = [...(tableRef.current?.querySelectorAll<HTMLElement>(`[${REMOVE_ATTRIBUTE}]`) ?? [])];
    const index = buttons.findIndex((button) => button.getAttribute(REMOVE_ATTRIBUTE) === month);
    const next = buttons[index + 1] ?? buttons[index - 1];
    dispatch(monthFigureRemoved(project.id, month));
    setAnnouncement(`${formatMonth(month)} removed.`);
    if (next) next.focus();
    else monthRef.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Monthly figures of {project?.name ?? name}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <Announcement text={announcement} />
        {project ? (
          <>
            <Box ref={tableRef}>
              <FiguresTable figures={project.figures} current={current} onRemove={remove} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Enter or correct a month
              </Typography>
              <MonthForm current={current} values={values} onChange={change} onSave={save} monthRef={monthRef} />
            </Box>
          </>
        ) : (
          <p>This project is no longer in the lab.</p>
        )}
      </DialogContent>
      <DoneActions onClose={onClose} />
    </Dialog>
  );
}
