import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useId } from 'react';
import { ScoreFigure } from '#client/components/score-figure.tsx';
import { TieNotes } from '#client/components/tie-notes.tsx';
import { Breakdown } from '#client/components/vote-breakdown.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import {
  type HeadingLevel,
  headingTag,
  medalOf,
  placeText,
  tieLinesOf,
} from '#client/lib/results-places.ts';
import { tieBreakLines } from '#client/lib/tie-wording.ts';
import { PHONE_WIDTH, useMediaQuery } from '#client/lib/use-media-query.ts';
import type { FinalScore } from '#shared/api.ts';
import { useRankingPages } from './use-ranking-pages.ts';
import './staged-reveal-rankings.css';

/**
 * The ways to draw the ranking, tried in order until one fits the screen on
 * one page: the largest type first, then smaller; a short list in one
 * column first. The smallest type (see staged-reveal-rankings.css) keeps
 * names at 20 px on 1920×1080 and 16 px on 1280×720; past that the list is
 * turned page by page rather than shrunk further.
 */
type RankingType = { size: 'large' | 'medium' | 'small'; columns: number };

function rankingTypes(count: number, phone: boolean): RankingType[] {
  // A phone held upright (a screen link opened on one) has room for one column only.
  if (phone) {
    return [
      { size: 'large', columns: 1 },
      { size: 'medium', columns: 1 },
      { size: 'small', columns: 1 },
    ];
  }
  const smaller: RankingType[] = [
    { size: 'medium', columns: 2 },
    { size: 'small', columns: 2 },
  ];
  return count > 8
    ? [{ size: 'large', columns: 2 }, ...smaller]
    : [{ size: 'large', columns: 1 }, { size: 'large', columns: 2 }, ...smaller];
}

function listStyle(type: RankingType): CSSProperties {
  return { '--ranking-columns': type.columns } as CSSProperties;
}

function RankingRow({
  score,
  rank,
  ties,
  columnStart = false,
}: {
  score: FinalScore;
  rank: number;
  ties: ReadonlyMap<string, readonly string[]>;
  columnStart?: boolean;
}) {
  const { i18n } = useLingui();
  const start = columnStart ? ' staged-reveal__ranking--column-start' : '';
  return (
    <li className={`staged-reveal__ranking staged-medal--${medalOf(rank)}${start}`}>
      <div className="staged-reveal__ranking-row">
        <span className="staged-reveal__ranking-rank">{placeText(i18n, rank)}</span>
        <span className="staged-reveal__ranking-name">{score.contestantName}</span>
        <Breakdown breakdown={score.voteBreakdown} />
        <ScoreFigure score={score} block="staged-reveal" />
        <TieNotes lines={tieLinesOf(ties, score.contestantId)} />
      </div>
    </li>
  );
}

/** "Ranks 1–24 of 150": which page of a long ranking is on the screen. */
function RankingPageLabel({
  page,
  count,
}: {
  page: { start: number; end: number };
  count: number;
}) {
  const { i18n } = useLingui();
  const firstRank = formatNumber(page.start + 1, i18n.locale);
  const lastRank = formatNumber(page.end, i18n.locale);
  const rankCount = formatNumber(count, i18n.locale);
  return (
    <p className="staged-reveal__ranking-pages" data-testid="ranking-pages">
      <Trans>
        Ranks {firstRank}–{lastRank} of {rankCount}
      </Trans>
    </p>
  );
}

/**
 * The last step: every contestant with rank, breakdown, points and tie
 * explanation, as large as the screen allows. A list too long for one
 * screen is shown a page at a time ("Ranks 1–24 of 150"), turning by itself;
 * screen readers get the whole list at once instead of the pages.
 */
export function StagedRevealRankings({
  scores,
  level = 3,
}: {
  scores: readonly FinalScore[];
  level?: HeadingLevel;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const Title = headingTag(level);
  // A blended award or an expo is ranked by its score, not points: no tie on points to explain.
  const ties =
    scores[0]?.blend || scores[0]?.jury ? new Map<string, string[]>() : tieBreakLines(scores, i18n);
  const types = rankingTypes(scores.length, useMediaQuery(PHONE_WIDTH));
  // Measured again when the rows or their language (the length of their words) change.
  const { frame, measure, layout, pages, page } = useRankingPages(
    `${i18n.locale} ${scores.map((score) => score.contestantId).join(' ')}`,
    types.map((type) => type.columns),
  );
  const type = layout === null ? undefined : types[layout];
  const paged = pages.length > 1;
  const rows = (from: number, to: number, columnStarts: readonly number[] = []) =>
    scores
      .slice(from, to)
      .map((score, index) => (
        <RankingRow
          key={score.contestantId}
          score={score}
          rank={from + index + 1}
          ties={ties}
          columnStart={index > 0 && columnStarts.includes(from + index)}
        />
      ));

  return (
    <section className="staged-reveal__rankings" aria-labelledby={headingId}>
      <div className="staged-reveal__rankings-bar">
        <Title id={headingId} className="staged-reveal__rankings-title">
          <Trans>Complete Rankings</Trans>
        </Title>
        {paged && page && <RankingPageLabel page={page} count={scores.length} />}
      </div>
      <div className="staged-reveal__ranking-frame" ref={frame}>
        {types.map((each, index) => (
          <ol
            // The candidates are fixed for a list of this length.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={measure(index)}
            className={`staged-reveal__ranking-list staged-reveal__ranking-list--${each.size}`}
            style={listStyle(each)}
            data-measure=""
            aria-hidden="true"
          >
            {rows(0, scores.length)}
          </ol>
        ))}
        {type && page && (
          <ol
            key={page.start}
            className={`staged-reveal__ranking-list staged-reveal__ranking-list--${type.size}`}
            style={listStyle(type)}
            start={page.start + 1}
            // The page on the screen changes by itself: screen readers read the list below.
            aria-hidden={paged || undefined}
          >
            {rows(page.start, page.end, page.columnStarts)}
          </ol>
        )}
      </div>
      {paged && <ol className="visually-hidden">{rows(0, scores.length)}</ol>}
    </section>
  );
}
