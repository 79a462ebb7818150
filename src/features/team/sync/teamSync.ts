import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import type { AppDispatch, AppStartListening, RootState } from '../../../app/hooks';
import type { User } from '../../../../contract/founders';
import { sessionEnded, userRefreshed } from '../../auth';
import { loadOwners } from '../members/joinTeamApi';
import { mayEdit, roleOf, VIEWER_CHANGES_NOTHING } from '../../../../contract/roles';
import { selectProjects } from '../../projects';
import { projectsFromDoc, projectsMap } from '../doc';
import { hasJoinedTeamLab, joinOfferFor, mergeIntoTeamDoc, rememberJoinedTeamLab } from '../join/joinOffer';
import { checkServerSession } from '../../../shared/session/serverSession';
import { changeNotAllowed, changesRefused, historyRecorded, projectsNotShared } from '../teamEvents';
import { connectionChanged, joinDecided, joinOffered, othersOnlineChanged, teamSlice } from '../teamSlice';
import { followDoc, showWholeDoc, toProject } from './docToRedux';
import { connectLab } from './labConnection';
import { shareWithOtherTabs } from './otherTabs';
import { mirrorLocalChanges } from './reduxToDoc';
import { syncLabGoal } from './labGoalSync';
import { addTeamToasts } from './teamToasts';

/** The lab's doc as this browser keeps it (IndexedDB, the engine's own persistence), for offline work. */
const LOCAL_COPY = 'forge-lab:team-lab';
/** IndexedDB answers within milliseconds; a browser that blocks it must not hold the lab back. */
const LOCAL_COPY_WAIT_MS = 3000;

export type TeamSyncOptions = {
  /** The store's listeners: team mode adds its own for as long as it runs. */
  startAppListening: AppStartListening;
  dispatch: AppDispatch;
  getState: () => RootState;
  user: User;
  /** Adds the team slice's reducer to the store's. */
  injectSlice: (reducer: typeof teamSlice.reducer) => void;
};

export type TeamSync = { stop(): void };

/**
 * Team mode for a signed-in founder: the Y.Doc, kept in IndexedDB and synced with the team server,
 * bridged to Redux both ways. The first time this browser meets the team lab, a lab of its own is
 * offered to merge (JoinLabDialog) before anything is bridged.
 */
export function startTeamSync({ startAppListening, dispatch, getState, user, injectSlice }: TeamSyncOptions): TeamSync {
  let stopped = false;
  injectSlice(teamSlice.reducer);
  // The session may have ended while the page was closed (expired, signed out elsewhere, a forged
  // cookie): then back to Founders Access. Offline, the founder keeps working.
  // The role read too: a founder may have changed it meanwhile.
  const readSession = () =>
    void checkServerSession().then((session) => {
      if (stopped || session === 'unknown') return;
      dispatch(session === 'ended' ? sessionEnded() : userRefreshed(session));
      if (session !== 'ended') dispatch(loadOwners());
    });
  readSession();
  const store = { dispatch, getState };
  const doc = new Y.Doc();
  // The founder's own events, as the doc's transactions mark them.
  const localOrigin = { founder: user.name };
  const localCopy = new IndexeddbPersistence(LOCAL_COPY, doc);
  const stops: (() => void)[] = [
    addTeamToasts(startAppListening),
    shareWithOtherTabs(doc, { own: localOrigin, sharedCopy: localCopy }),
  ];

  const connection = connectLab(doc, user.name, {
    onConnection: (state) => dispatch(connectionChanged(state)),
    onOthersOnline: (names) => dispatch(othersOnlineChanged(names)),
    onSessionEnded: () => dispatch(sessionEnded()),
    onRoleChanged: readSession,
    onRefused: (code) => dispatch(changesRefused({ code })),
    onChangesNotTaken: () => dispatch(changeNotAllowed({ reason: VIEWER_CHANGES_NOTHING })),
    onHistoryRecorded: () => dispatch(historyRecorded()),
  });

  const bridge = () => {
    if (stopped) return;
    showWholeDoc(doc, store);
    stops.push(
      followDoc(doc, localOrigin, store),
      mirrorLocalChanges(doc, localOrigin, startAppListening, user.name),
      syncLabGoal(doc, localOrigin, store, startAppListening),
    );
  };

  const join = () => {
    const local = selectProjects(getState());
    const team = projectsFromDoc(doc).map(toProject);
    // A viewer changes nothing in the team lab: there is nothing of theirs to offer.
    const offer = mayEdit(roleOf(user)) ? joinOfferFor(local, team) : null;
    if (!offer) {
      rememberJoinedTeamLab();
      return bridge();
    }
    const stopListening = startAppListening({
      actionCreator: joinDecided,
      effect: ({ payload }) => {
        stopListening();
        if (stopped) return;
        if (payload.merge) {
          const team = projectsFromDoc(doc).map(toProject);
          const unsent = mergeIntoTeamDoc(doc, selectProjects(getState()), team, localOrigin, user.name);
          if (unsent.length > 0) dispatch(projectsNotShared({ names: unsent.map((project) => project.name) }));
        }
        rememberJoinedTeamLab();
        bridge();
      },
    });
    stops.push(stopListening);
    dispatch(joinOffered(offer));
  };

  const start = async () => {
    await Promise.race([localCopy.whenSynced, new Promise((resolve) => setTimeout(resolve, LOCAL_COPY_WAIT_MS))]);
    // Known here already: show the lab kept on this device at once, offline too. Otherwise (a first
    // visit, or storage cleared) the team's lab is needed first.
    if (hasJoinedTeamLab() && projectsMap(doc).size > 0) return bridge();
    await connection.firstSync;
    if (stopped) return;
    if (hasJoinedTeamLab()) bridge();
    else join();
  };
  void start();

  return {
    stop() {
      stopped = true;
      stops.forEach((stop) => stop());
      connection.stop();
      void localCopy.destroy();
      doc.destroy();
    },
  };
}
