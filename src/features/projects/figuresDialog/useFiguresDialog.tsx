import { Suspense, useCallback, useState } from 'react';
import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../../shared/ui/LoadBoundary';
import type { Project } from '../model/types';

// The dialog loads the first time a founder opens it, not with the dashboard.
const FiguresDialog = lazyWithRetry(() => import('./FiguresDialog'));

type Target = { projectId: string; name: string; open: boolean; key: number };

/**
 * The "Monthly figures" dialog of the dashboard: `open(project)` for the cards' menus, and the
 * dialog to render (nothing until it is first opened). The project stays while the dialog fades out.
 */
export function useFiguresDialog() {
  const [target, setTarget] = useState<Target | null>(null);
  // Opens once the dialog's code is in, as the project form does (DashboardPage).
  const open = useCallback(({ id, name }: Project) => {
    FiguresDialog.whenLoaded(() =>
      setTarget((previous) => ({ projectId: id, name, open: true, key: (previous?.key ?? 0) + 1 })),
    );
  }, []);
  const close = () => setTarget((previous) => previous && { ...previous, open: false });
  const dialog = target && (
    <LoadBoundary key={target.key} what="Monthly figures" onClose={close}>
      <Suspense fallback={null}>
        <FiguresDialog open={target.open} projectId={target.projectId} name={target.name} onClose={close} />
      </Suspense>
    </LoadBoundary>
  );
  return { openFigures: open, figuresDialog: dialog };
}
