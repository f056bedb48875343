import { type ComponentProps, useEffect, useState } from 'react';
import { LoadingRoom } from '#client/components/room-states.tsx';
import type { JoinSender } from '#client/features/rooms/socket-join.ts';
import { chunkLoader } from '#client/lib/chunk-loader.ts';
import { needCatalogs } from '#client/lib/i18n/app-language.ts';

// The ballot, which the home and join pages do not need, is a chunk of its
// own, fetched once the participant starts joining so that it is there, or
// nearly, by the time the room opens. (Its drag and drop is another, later.)
type VotingPageModule = typeof import('./voting-page.tsx');

const votingPage = chunkLoader<VotingPageModule>(() =>
  Promise.all([import('./voting-page.tsx'), needCatalogs(['phone', 'refusals'])]).then(
    ([module]) => module,
  ),
);

/**
 * A join on the realtime socket: its code comes with the voting view's chunk,
 * fetched as the person starts on the join form, since the socket goes on to
 * carry the room that view shows.
 */
export const joinOnSocket: JoinSender = (input, key) =>
  votingPage.load().then((page) => page.joinOnSocket(input, key));

/**
 * Starts fetching the voting view, if it is not here yet; a failure is left
 * to the next try. A phone that reopens /vote with its session calls it at
 * start-up (main.tsx), while the app draws its first screen.
 */
export function prefetchVotingPage(): void {
  if (!votingPage.loaded()) votingPage.load().catch(() => {});
}

/**
 * The voting view once its chunk is here, and until then the screen shown
 * while the room's first snapshot is on its way. Not lazy() in a Suspense:
 * this shows the loading screen exactly as long as the chunk takes (from the
 * cache of a phone that reloads, a moment), and draws the view the moment
 * it is here.
 */
export function VotingPageWhenLoaded(props: ComponentProps<VotingPageModule['VotingPage']>) {
  const [module, setModule] = useState(votingPage.loaded());
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    if (module) return;
    let current = true;
    votingPage.load().then(
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
