import { type ComponentProps, useEffect, useState } from 'react';
import { LoadingRoom } from '#client/components/room-states.tsx';
import { loadParticipantSession } from '#client/lib/storage.ts';
import { viewFromPath } from './routes.ts';

// The ballot brings the drag and drop, which the home and join pages do not
// need: it is a chunk of its own, fetched once the participant starts joining
// so that it is there, or nearly, by the time the room opens.
type VotingPageModule = typeof import('./voting-page.tsx');

let loaded: VotingPageModule | undefined;
let loading: Promise<VotingPageModule> | undefined;

function loadVotingPage(): Promise<VotingPageModule> {
  loading ??= import('./voting-page.tsx').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // Flaky Wi-Fi: the next attempt fetches again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the voting view, if it is not here yet; a failure is left to the next try. */
export function prefetchVotingPage(): void {
  if (!loaded) loadVotingPage().catch(() => {});
}

// A phone that reopens /vote with its session is going back to its ballot:
// the chunk is fetched now, while the app draws its first screen, rather
// than once that screen has chosen the voting view.
if (viewFromPath(window.location.pathname) === 'vote' && loadParticipantSession()) {
  prefetchVotingPage();
}

/**
 * The voting view once its chunk is here, and until then the screen shown
 * while the room's first snapshot is on its way. Not React.lazy: a Suspense
 * fallback is held on screen for at least 300 ms, longer than the chunk
 * takes from the cache of a phone that reloads.
 */
export function VotingPageWhenLoaded(props: ComponentProps<VotingPageModule['VotingPage']>) {
  const [module, setModule] = useState(loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    if (module) return;
    let current = true;
    loadVotingPage().then(
      (next) => current && setModule(next),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [module]);

  // The error boundary around the app shows it, as it would a failed lazy page.
  if (failure) throw failure.error;
  if (!module) return <LoadingRoom />;
  return <module.VotingPage {...props} />;
}
