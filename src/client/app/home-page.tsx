import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { resultsPath } from '#client/lib/links.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import type { HomeNotice } from './use-screen.ts';
import './home-page.css';

const STEPS = [
  {
    key: 'create',
    title: msg`Create a Room`,
    text: msg`Name your contest and get a room code to share on the big screen.`,
  },
  {
    key: 'contestants',
    title: msg`Add Contestants`,
    text: msg`Add every project with a short description, an image and a demo link.`,
  },
  {
    key: 'vote',
    title: msg`Vote & Win`,
    text: msg`Voters drag their top 3 into order; results land on every screen at once.`,
  },
];

const USE_CASES = [
  msg`Hackathon demo days`,
  msg`Vibe-coding challenges`,
  msg`Design contests`,
  msg`Game jams and pitch nights`,
];

/** What the homepage tells a person it was opened for. */
const NOTICES: Record<HomeNotice, { title: MessageDescriptor; text: MessageDescriptor }> = {
  'participant-removed': {
    title: msg`The organiser removed you from this room.`,
    text: msg`Any vote you had submitted there was deleted.`,
  },
  'judge-revoked': {
    title: msg`Your judge link was revoked.`,
    text: msg`The organiser revoked it: your ballots there were deleted.`,
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
  const { i18n } = useLingui();
  useDocumentTitle(null);
  return (
    <div className="page stack home">
      <BrandBar />
      <main className="stack home-main">
        {notice && (
          <HomeNoticeCard
            title={i18n._(NOTICES[notice].title)}
            text={i18n._(NOTICES[notice].text)}
            resultsCode={resultsCode}
          />
        )}
        <section className="card card--hero home-hero">
          <p className="home-kicker">
            <Trans>Real-time ranked-choice voting</Trans>
          </p>
          <h1 className="home-title">VibeRank</h1>
          <p className="home-lead">
            <Trans>
              Live voting for hackathons, coding challenges and design contests. Rank your top 3,
              watch the votes roll in, crown a winner in seconds.
            </Trans>
          </p>
          <div className="row home-actions">
            <button type="button" className="button button--light" onClick={onCreateRoom}>
              <Trans>Create a Room</Trans>
            </button>
            <button type="button" className="button button--outline-light" onClick={onJoinRoom}>
              <Trans>Join as Voter</Trans>
            </button>
          </div>
        </section>

        <section aria-labelledby="how-it-works" className="stack">
          <h2 id="how-it-works" className="section-title">
            <Trans>How it works</Trans>
          </h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.key} className="card step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{i18n._(step.title)}</h3>
                <p className="muted">{i18n._(step.text)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="use-cases" className="card stack">
          <h2 id="use-cases" className="section-title">
            <Trans>Made for</Trans>
          </h2>
          <ul className="use-cases">
            {USE_CASES.map((useCase) => (
              <li key={useCase.id}>{i18n._(useCase)}</li>
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
          <Trans>
            Once the results are out, <a href={resultsPath(resultsCode)}>the room’s results page</a>{' '}
            can check your receipt and say what became of your ballot.
          </Trans>
        </p>
      )}
    </div>
  );
}
