import { useLingui } from '@lingui/react/macro';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { JoinForm } from '#client/features/rooms/join-form.tsx';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { joinOnSocket } from './voting-page-chunk.tsx';

/**
 * The join view (/join): the join form under the brand bar. `onStart` is
 * called whenever the participant touches or focuses the form.
 */
export function JoinPage({
  initialCode,
  teamToken,
  onJoined,
  onBack,
  onStart,
}: {
  initialCode: string;
  /** The join form opened through a team link: the participant joins that team. */
  teamToken?: string | undefined;
  onJoined: (session: ParticipantSession) => void;
  onBack: () => void;
  onStart?: () => void;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Join a Voting Room`);
  return (
    <div className="page page--narrow stack">
      <BrandBar />
      <main onFocus={onStart} onPointerDown={onStart}>
        <JoinForm
          send={joinOnSocket}
          initialCode={initialCode}
          teamToken={teamToken}
          onJoined={onJoined}
          onBack={onBack}
        />
      </main>
    </div>
  );
}
