import { useLingui } from '@lingui/react/macro';
import { TimeLeft } from '#client/components/time-left.tsx';
import './presenter-countdown.css';

/** The time left in big type while the organiser's timer runs; nothing otherwise. */
export function PresenterCountdown({ votingEndsAt }: { votingEndsAt: string | null }) {
  const { t } = useLingui();
  if (votingEndsAt === null) return null;
  return (
    <section className="presenter-countdown" aria-label={t`Time left`}>
      <TimeLeft votingEndsAt={votingEndsAt} className="presenter-countdown__text" />
    </section>
  );
}
