import { Suspense, useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AddressBridge } from '../../../shared/routing/AddressBridge';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { selectMayDelete, selectMayEdit, useAuth } from '../../auth';
import { showToast } from '../../../shared/toast/showToast';
import { toasts } from '../../../shared/toast/catalogue';
import { DashboardHeader } from './DashboardHeader';
import { FilterBar } from '../filterBar/FilterBar';
import { ProjectChart } from './ProjectChart';
import { CardStyles } from '../card/CardStyles';
import { projectAdded, projectUpdated } from '../projectsSlice';
import { SummaryTiles } from './SummaryTiles';
import { ProjectsView } from './ProjectsView';
import { ShownCount } from './ShownCount';
import type { Project, ProjectInput, ProjectStatus } from '../model/types';
import { useDeleteProject } from '../card/useDeleteProject';
import type { GridPlace } from '../grid/useRenderLimit';
import { exportCsv, openProjectLink, type LinkKind } from '../projectsThunks';
import { moveProject } from '../move/moveProject';
import { ViewFromAddress } from './useViewFromAddress';
import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../../shared/ui/LoadBoundary';
import { useFiguresDialog } from '../figuresDialog/useFiguresDialog';
import { useGoalDialog } from '../goals/useGoalDialog';

// The add/edit dialog loads the first time a founder opens it, not with the dashboard.
const ProjectFormDialog = lazyWithRetry(() =>
  import('../form/ProjectFormDialog').then((module) => ({ default: module.ProjectFormDialog })),
);

/** project: the one being edited (null to add); template: what an Add starts from (Duplicate). */
type DialogState = { open: boolean; project: Project | null; template: Project | null; key: number };

export default function DashboardPage() {
  usePageTitle('Dashboard · Forge Lab');
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const gridPlace = useRef<GridPlace | null>(null);
  // The project stays in state while the dialog fades out, so its title does not flip mid-close.
  const [dialog, setDialog] = useState<DialogState>({ open: false, project: null, template: null, key: 0 });
  const [refusal, setRefusal] = useState<string | null>(null);

  // Stable handlers, so the memoized grid and cards do not re-render with the page.
  // The dialog opens once its code is in (at once after the first time): opened before, it would
  // suspend, and React holds back what replaces a fallback for up to 300 ms. If its code cannot
  // load, it opens anyway, as "could not load" with "Try again".
  const openDialog = useCallback((project: Project | null, template: Project | null = null) => {
    setRefusal(null);
    ProjectFormDialog.whenLoaded(() => setDialog(({ key }) => ({ open: true, project, template, key: key + 1 })));
  }, []);
  const openAdd = useCallback(() => openDialog(null), [openDialog]);
  const edit = useCallback((project: Project) => openDialog(project), [openDialog]);
  const duplicate = useCallback(
    (project: Project) => openDialog(null, { ...project, name: `${project.name} (copy)` }),
    [openDialog],
  );
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const exportShown = useCallback(() => dispatch(exportCsv()), [dispatch]);
  const openLink = useCallback((url: string, kind: LinkKind) => dispatch(openProjectLink(url, kind)), [dispatch]);
  const deleteProject = useDeleteProject(addButtonRef);
  const move = useCallback((project: Project, to: ProjectStatus) => dispatch(moveProject(project.id, to)), [dispatch]);
  const { openFigures, figuresDialog } = useFiguresDialog();
  const { openGoal, goalDialog } = useGoalDialog();
  const openProjectGoal = useCallback(
    ({ id, name }: Project) => openGoal({ kind: 'project', projectId: id, name }),
    [openGoal],
  );
  // What the person's role allows (team mode's member and viewer; a founder everything).
  const mayEdit = useAppSelector(selectMayEdit);
  const mayDelete = useAppSelector(selectMayDelete);
  const editing = mayEdit ? { onEdit: edit, onDuplicate: duplicate, onFigures: openFigures, onMove: move } : {};
  const cardHandlers = {
    ...editing,
    // A viewer's Goal opens the dialog read-only: the standing, the needed growth and the forecast.
    onGoal: openProjectGoal,
    onDelete: mayDelete ? deleteProject : undefined,
    onOpenLink: openLink,
  };

  const submit = (input: ProjectInput) => {
    // The role changed while the form was open: nothing is saved, and what was typed stays.
    if (!mayEdit) {
      setRefusal(toasts.changeNotAllowed.description);
      return showToast(toasts.changeNotAllowed);
    }
    if (dialog.project) {
      dispatch(projectUpdated(dialog.project.id, input, dialog.project));
    } else {
      dispatch(projectAdded(input));
    }
    closeDialog();
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AddressBridge />
      <ViewFromAddress />
      <DashboardHeader userName={user?.name} onExport={exportShown} />
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="xl"
        sx={{ pt: { xs: 1, sm: 4 }, pb: { xs: 1.5, sm: 4 }, display: 'grid', gap: { xs: 1.5, sm: 4 } }}
      >
        <SummaryTiles />
        {/* On phones the chart comes after the projects, so the first screen shows a project. */}
        <Box sx={{ order: { xs: 1, md: 0 }, minWidth: 0 }}>
          <ProjectChart />
        </Box>
        <Box component="section" aria-labelledby="projects-heading" sx={{ display: 'grid', gap: { xs: 1.5, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
            <Typography id="projects-heading" variant="h5" component="h2">
              Projects
            </Typography>
            <ShownCount />
          </Box>
          <FilterBar onAdd={mayEdit ? openAdd : undefined} addButtonRef={addButtonRef} />
          <CardStyles />
          <ProjectsView onAdd={mayEdit ? openAdd : undefined} gridPlace={gridPlace} {...cardHandlers} />
        </Box>
      </Container>
      {dialog.key > 0 && (
        <LoadBoundary key={dialog.key} what="The project form" onClose={closeDialog}>
          <Suspense fallback={null}>
            <ProjectFormDialog
              open={dialog.open}
              project={dialog.project}
              template={dialog.template}
              formKey={dialog.key}
              onSubmit={submit}
              onClose={closeDialog}
              // The opener can vanish (the empty state's button, a card the edit filtered out).
              onFocusLost={() => addButtonRef.current?.focus()}
              refusal={refusal}
            />
          </Suspense>
        </LoadBoundary>
      )}
      {figuresDialog}
      {goalDialog}
    </Box>
  );
}
