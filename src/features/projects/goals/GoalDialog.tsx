import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import { DoneActions } from '../../../shared/ui/DoneActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Goal } from '../../../../contract/plans';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Announcement } from '../../../shared/ui/Announcement';
import { selectMayEdit } from '../../auth';
import { selectCurrentMonth } from '../../clock';
import { selectProjects } from '../projectsSelectors';
import { goalRemoved, goalSaved, labGoalRemoved, labGoalSaved } from '../projectsSlice';
import { GoalForm } from './GoalForm';
import { projectGoalSummary, selectLabGoal, selectLabGoalSummary, selectLabTotals } from './goalSelectors';
import { GoalStanding } from './GoalStanding';

/** Whose goal the dialog sets: a project's, or the lab's. */
export type GoalSubject = { kind: 'project'; projectId: string; name: string } | { kind: 'lab' };

type GoalDialogProps = { open: boolean; subject: GoalSubject; onClose: () => void };

/** The subject's goal, its standing, its metric's values this month, and how to save or remove it. */
function useGoalSubject(subject: GoalSubject) {
  const dispatch = useAppDispatch();
  const month = useAppSelector(selectCurrentMonth);
  const projectId = subject.kind === 'project' ? subject.projectId : null;
  const project = useAppSelector((state) => selectProjects(state).find((item) => item.id === projectId) ?? null);
  const labGoal = useAppSelector(selectLabGoal);
  const labSummary = useAppSelector(selectLabGoalSummary);
  const labTotals = useAppSelector(selectLabTotals);
  if (subject.kind === 'lab') {
    return {
      title: 'Lab goal',
      missing: false,
      goal: labGoal,
      summary: labSummary,
      valueOf: (metric: Goal['metric']) => labTotals.value[metric],
      save: (goal: Goal) => dispatch(labGoalSaved(goal)),
      remove: () => dispatch(labGoalRemoved()),
    };
  }
  return {
    title: `Goal of ${project?.name ?? subject.name}`,
    missing: !project,
    goal: project?.goal,
    summary: project && projectGoalSummary(project, month),
    valueOf: (metric: Goal['metric']) => project?.[metric] ?? 0,
    save: (goal: Goal) => dispatch(goalSaved(subject.projectId, goal)),
    remove: () => dispatch(goalRemoved(subject.projectId)),
  };
}

/**
 * "Goal of {name}" or "Lab goal": the goal's standing (status, needed growth, forecast) and a form
 * to set, change or remove it; for a viewer, the standing alone. Loaded the first time it opens.
 */
export default function GoalDialog({ open, subject, onClose }: GoalDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const month = useAppSelector(selectCurrentMonth);
  const { title, missing, goal, summary, valueOf, save, remove } = useGoalSubject(subject);
  // A viewer reads the goal's standing, its needed growth and forecast, and changes nothing.
  const mayEdit = useAppSelector(selectMayEdit);
  const [announcement, setAnnouncement] = useState('');
  // A removed goal starts the form again from nothing.
  const [formKey, setFormKey] = useState(0);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <Announcement text={announcement} />
        {missing ? (
          <p>This project is no longer in the lab.</p>
        ) : (
          <>
            {summary && <GoalStanding summary={summary} />}
            {!mayEdit && !summary && <p>No goal is set.</p>}
            {mayEdit && (
              <GoalForm
                key={formKey}
                goal={goal}
                current={month}
                valueOf={valueOf}
                onSave={(next) => {
                  save(next);
                  setAnnouncement('Goal saved.');
                }}
                onRemove={() => {
                  remove();
                  setFormKey((key) => key + 1);
                  setAnnouncement('Goal removed.');
                }}
              />
            )}
          </>
        )}
      </DialogContent>
      <DoneActions onClose={onClose} />
    </Dialog>
  );
}
