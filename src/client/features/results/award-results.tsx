import { Trans, useLingui } from '@lingui/react/macro';
import { TrophyIcon } from '#client/components/trophy-icon.tsx';
import { type HeadingLevel, headingTag } from '#client/lib/results-places.ts';
import type { Contestant } from '#shared/api.ts';
import { type AwardSection, votersWording } from './award-sections.ts';
import { ownPicks } from './own-picks.ts';
import { ResultsSummary } from './results-summary.tsx';
import { YourPicks } from './your-picks.tsx';
import './award-results.css';

/** The id of an award's heading, which the awards' list of links leads to. */
function awardHeadingId(awardId: string): string {
  return `award-${awardId}`;
}

/** Which award a heading names, and at which level. */
type AwardHeading = { awardId: string; name: string; level: HeadingLevel };

/** An award's name, heading its section; bigger on a page of its own than in the dashboard. */
function AwardName({ awardId, name, level }: AwardHeading) {
  const Title = headingTag(level);
  return (
    <Title
      id={awardHeadingId(awardId)}
      tabIndex={-1}
      className={`award-results__name award-results__name--h${level}`}
    >
      {name}
    </Title>
  );
}

/** Links to each award's section, for a long page of several. */
function AwardLinks({ sections }: { sections: readonly AwardSection[] }) {
  const { t } = useLingui();
  const goTo = (awardId: string) => {
    const heading = document.getElementById(awardHeadingId(awardId));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <nav className="award-links" aria-label={t`Awards`}>
      <ul className="award-links__list">
        {sections.map((section) => {
          const { awardId, awardName } = section.kind === 'held' ? section : section.award;
          return (
            <li key={awardId}>
              <button type="button" className="award-links__link" onClick={() => goTo(awardId)}>
                {awardName}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** An award the reveal has not released yet: its name, and that it is coming. */
function HeldAward({ awardId, name, level }: AwardHeading) {
  return (
    <section
      className="award-results award-results--held"
      aria-labelledby={awardHeadingId(awardId)}
    >
      <AwardName awardId={awardId} name={name} level={level} />
      <div className="card award-results__held">
        <TrophyIcon className="award-results__held-icon" />
        <p className="award-results__held-title">
          <Trans>Results will be revealed on the main screen</Trans>
        </p>
        <p className="muted">
          <Trans>They appear here as soon as the main screen reveals this award's #1.</Trans>
        </p>
      </div>
    </section>
  );
}

/**
 * The results of a room of several awards, in the organiser's order: each
 * award a section under its name (headings at `level`) with its winner
 * banner, podium and complete rankings; an award held for the reveal by
 * name only. `picks`, the participant's ballot in each award (by award
 * id), marks where their picks finished in it. With `links`, a list of links
 * to each award comes first.
 */
export function AwardResultsList({
  sections,
  contestants,
  level,
  picks,
  links = false,
}: {
  sections: readonly AwardSection[];
  contestants: Contestant[];
  level: HeadingLevel;
  picks?: ReadonlyMap<string, readonly string[]> | undefined;
  links?: boolean;
}) {
  return (
    <div className="award-results-list">
      {links && <AwardLinks sections={sections} />}
      {sections.map((section) =>
        section.kind === 'held' ? (
          <HeldAward
            key={section.awardId}
            awardId={section.awardId}
            name={section.awardName}
            level={level}
          />
        ) : (
          <ReleasedAward
            key={section.award.awardId}
            section={section}
            contestants={contestants}
            level={level}
            picks={picks?.get(section.award.awardId)}
          />
        ),
      )}
    </div>
  );
}

function ReleasedAward({
  section: { award },
  contestants,
  level,
  picks,
}: {
  section: Extract<AwardSection, { kind: 'released' }>;
  contestants: Contestant[];
  level: HeadingLevel;
  picks?: readonly string[];
}) {
  const { i18n } = useLingui();
  const headingId = awardHeadingId(award.awardId);
  const inner = Math.min(level + 1, 5) as HeadingLevel;
  return (
    <section className="award-results" aria-labelledby={headingId}>
      <AwardName awardId={award.awardId} name={award.awardName} level={level} />
      {award.voters !== 'everyone' && (
        <p className="award-results__voters" data-testid="award-voters">
          {votersWording(i18n, award.voters, award.judgesWeight)}
        </p>
      )}
      <YourPicks
        picks={ownPicks(i18n, picks, award.finalScores)}
        linked={award.finalScores.length > 3}
        awardId={award.awardId}
        awardHeadingId={headingId}
        level={inner}
      />
      <ResultsSummary
        results={award}
        contestants={contestants}
        picks={picks}
        awardId={award.awardId}
        level={inner}
        awardHeadingId={headingId}
      />
    </section>
  );
}
