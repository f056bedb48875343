import { Trans, useLingui } from '@lingui/react/macro';
import { TrophyIcon } from '#client/components/trophy-icon.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { useShrinkToFit } from './use-shrink-to-fit.ts';
import './award-title-card.css';

/**
 * An award's title card on the big screen: its name in big type, and where
 * it stands among the room's awards. Nothing of its results.
 */
export function AwardTitleCard({
  name,
  voters,
  position,
  count,
  empty,
}: {
  name: string;
  /** Who voted, when not everyone: "Judges only", "Judges 70% · Audience 30%". */
  voters: string | null;
  /** 1-based, in the organiser's order. */
  position: number;
  count: number;
  /** The award had no contestants: nothing will follow its card. */
  empty: boolean;
}) {
  const { i18n } = useLingui();
  const box = useShrinkToFit<HTMLDivElement>(`${i18n.locale} ${position} ${name} ${voters}`);
  const awardNumber = formatNumber(position, i18n.locale);
  const awardCount = formatNumber(count, i18n.locale);
  return (
    <div ref={box} className="award-title-card">
      <TrophyIcon className="award-title-card__icon" />
      <p className="award-title-card__position">
        <Trans>
          Award {awardNumber} of {awardCount}
        </Trans>
      </p>
      <h3 className="award-title-card__name">{name}</h3>
      {voters && <p className="award-title-card__voters">{voters}</p>}
      {empty && (
        <p className="award-title-card__note">
          <Trans>No contestants in this award.</Trans>
        </p>
      )}
    </div>
  );
}

/** Before the first card: the awards to be revealed, in their order. */
export function RevealAgenda({ names }: { names: readonly string[] }) {
  const { t, i18n } = useLingui();
  const box = useShrinkToFit<HTMLOListElement>(names.join('\n'));
  return (
    <ol ref={box} className="reveal-agenda" aria-label={t`Awards`}>
      {names.map((name, index) => (
        // Award names are unique in a room.
        <li key={name} className="reveal-agenda__award">
          <span className="reveal-agenda__number" aria-hidden="true">
            {formatNumber(index + 1, i18n.locale)}
          </span>
          {name}
        </li>
      ))}
    </ol>
  );
}

/** The award whose places are on the screen, above them. */
export function AwardLabel({ name, voters }: { name: string; voters: string | null }) {
  return (
    <div className="award-label-group">
      <h3 className="award-label">
        <TrophyIcon className="award-label__icon" />
        {name}
      </h3>
      {voters && <p className="award-label__voters">{voters}</p>}
    </div>
  );
}
