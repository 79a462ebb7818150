import { Suspense } from 'react';
import DashboardPage from '../../features/projects/dashboard/DashboardPage';
import { lazyWithRetry } from '../../shared/lib/lazyWithRetry';
import { isTeamMode } from '../../shared/lib/teamMode';
import { LoadBoundary } from '../../shared/ui/LoadBoundary';
import { PageSlotsProvider, type PageSlots } from '../../shared/ui/PageSlots';

// Team mode's sync status (and its engine) loads only on a page the team server served.
const TeamPanel = lazyWithRetry(() => import('../../features/team/TeamPanel'));
const TeamButton = lazyWithRetry(() => import('../../features/team/members/TeamButton'));

/** The dashboard's slots: the lab itself does not know team mode exists. */
const slots: PageSlots = {
  headerStatus: isTeamMode() ? (
    <LoadBoundary what="The team status">
      <Suspense fallback={null}>
        <TeamPanel />
      </Suspense>
    </LoadBoundary>
  ) : null,
  headerActions: isTeamMode() ? (
    <LoadBoundary what="The team">
      <Suspense fallback={null}>
        <TeamButton />
      </Suspense>
    </LoadBoundary>
  ) : null,
};

/** The dashboard as the router shows it: the lab's page with what app/ composes into it. */
export default function DashboardRoute() {
  return (
    <PageSlotsProvider value={slots}>
      <DashboardPage />
    </PageSlotsProvider>
  );
}
