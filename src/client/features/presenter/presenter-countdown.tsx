import { TimeLeft } from '#client/components/time-left.tsx';
import './presenter-countdown.css';

/** The time left in big type while the organiser's timer runs; nothing otherwise. */
export function PresenterCountdown({ votingEndsAt }: { votingEndsAt: string | null }) {
  if (votingEndsAt === null) return null;
  return (
    <section className="presenter-countdown" aria-label="Time left">
      <TimeLeft votingEndsAt={votingEndsAt} className="presenter-countdown__text" />
    </section>
  );
}
