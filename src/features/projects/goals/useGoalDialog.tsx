import { Suspense, useCallback, useState } from 'react';
import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';
import { LoadBoundary } from '../../../shared/ui/LoadBoundary';
import type { GoalSubject } from './GoalDialog';

// The dialog loads the first time a founder opens it, not with the dashboard.
const GoalDialog = lazyWithRetry(() => import('./GoalDialog'));

type Target = { subject: GoalSubject; open: boolean; key: number };

/**
 * A goal dialog: `open(subject)` for a card's menu or the Growth view's "Lab goal", and the dialog
 * to render (nothing until it is first opened). The subject stays while the dialog fades out.
 */
export function useGoalDialog() {
  const [target, setTarget] = useState<Target | null>(null);
  const open = useCallback((subject: GoalSubject) => {
    GoalDialog.whenLoaded(() => setTarget((previous) => ({ subject, open: true, key: (previous?.key ?? 0) + 1 })));
  }, []);
  const close = () => setTarget((previous) => previous && { ...previous, open: false });
  const dialog = target && (
    <LoadBoundary key={target.key} what="The goal" onClose={close}>
      <Suspense fallback={null}>
        <GoalDialog open={target.open} subject={target.subject} onClose={close} />
      </Suspense>
    </LoadBoundary>
  );
  return { openGoal: open, goalDialog: dialog };
}
