import { useEffect, useRef } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { resultsPath } from '#client/lib/links.ts';
import type { HomeNotice } from './use-screen.ts';
import './home-page.css';

const STEPS = [
  {
    title: 'Create a Room',
    text: 'Name your contest and get a room code to share on the big screen.',
  },
  {
    title: 'Add Contestants',
    text: 'Add every project with a short description, an image and a demo link.',
  },
  {
    title: 'Vote & Win',
    text: 'Voters drag their top 3 into order; results land on every screen at once.',
  },
];

const USE_CASES = [
  'Hackathon demo days',
  'Vibe-coding challenges',
  'Design contests',
  'Game jams and pitch nights',
];

/** What the homepage tells a person it was opened for. */
const NOTICES: Record<HomeNotice, { title: string; text: string }> = {
  'participant-removed': {
    title: 'The organiser removed you from this room.',
    text: 'Any vote you had submitted there was deleted.',
  },
  'judge-revoked': {
    title: 'Your judge link was revoked.',
    text: 'The organiser revoked it: your ballots there were deleted.',
  },
};

export function HomePage({
  notice,
  resultsCode,
  onCreateRoom,
  onJoinRoom,
}: {
  notice?: HomeNotice | undefined;
  /** The room whose results page can check this device's receipts, once its results are out. */
  resultsCode?: string | undefined;
  onCreateRoom: () => void;
  onJoinRoom: () => void;
}) {
  return (
    <div className="page stack home">
      <BrandBar />
      <main className="stack home-main">
        {notice && <HomeNoticeCard {...NOTICES[notice]} resultsCode={resultsCode} />}
        <section className="card card--hero home-hero">
          <p className="home-kicker">Real-time ranked-choice voting</p>
          <h1 className="home-title">VibeRank</h1>
          <p className="home-lead">
            Live voting for hackathons, coding challenges and design contests. Rank your top 3,
            watch the votes roll in, crown a winner in seconds.
          </p>
          <div className="row home-actions">
            <button type="button" className="button button--light" onClick={onCreateRoom}>
              Create a Room
            </button>
            <button type="button" className="button button--outline-light" onClick={onJoinRoom}>
              Join as Voter
            </button>
          </div>
        </section>

        <section aria-labelledby="how-it-works" className="stack">
          <h2 id="how-it-works" className="section-title">
            How it works
          </h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p className="muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="use-cases" className="card stack">
          <h2 id="use-cases" className="section-title">
            Made for
          </h2>
          <ul className="use-cases">
            {USE_CASES.map((useCase) => (
              <li key={useCase}>{useCase}</li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}

/** Why the person is back home: it takes the keyboard, and a screen reader reads it first. */
function HomeNoticeCard({
  title,
  text,
  resultsCode,
}: {
  title: string;
  text: string;
  resultsCode?: string | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="card stack home-notice" role="alert" tabIndex={-1}>
      <h2 className="section-title">{title}</h2>
      <p className="muted">{text}</p>
      {resultsCode && (
        <p className="muted">
          Once the results are out, <a href={resultsPath(resultsCode)}>the room’s results page</a>{' '}
          can check your receipt and say what became of your ballot.
        </p>
      )}
    </div>
  );
}
