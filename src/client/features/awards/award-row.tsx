import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityTotals, Award, Contestant } from '#shared/api.ts';
import { expoLabel, openToLabel, turnoutLabel } from './award-list.ts';
import { votersWording } from './voters-wording.ts';
import '#client/components/list-row.css';

/** What the organiser can do to an award while voting is open. */
export type AwardActionHandlers = {
  onEdit: (award: Award) => void;
  onRemove: (award: Award) => void;
  onMove: (award: Award, step: -1 | 1) => void;
};

/**
 * One award on a line: its name, how many contestants it is open to, who
 * votes (or, for an expo, the projects per judge) and its turnout; with `handlers`, Move up / down, Edit and Remove, each named after
 * the award ("Move award Best Design up"). A move at either end is not
 * offered, nor Remove for the room's last award.
 */
export function AwardRow({
  award,
  awards,
  contestants,
  totals,
  first,
  last,
  handlers,
}: {
  award: Award;
  awards: readonly Award[];
  contestants: readonly Contestant[];
  totals: ActivityTotals;
  first: boolean;
  last: boolean;
  handlers: AwardActionHandlers | undefined;
}) {
  const { name: awardName } = award;
  const { t, i18n } = useLingui();
  const expo = expoLabel(i18n, award);
  return (
    <li className="list-row award-row">
      <div className="list-row__text award-row__text">
        <strong className="award-row__name">{awardName}</strong>
        <span className="award-row__facts">
          <span>{openToLabel(i18n, award, contestants)}</span>
          {expo ? (
            <span className="award-row__voters">{expo}</span>
          ) : (
            award.voters !== 'everyone' && (
              <span className="award-row__voters">
                {votersWording(i18n, award.voters, award.judgesWeight)}
              </span>
            )
          )}
          <span className="award-row__turnout">{turnoutLabel(i18n, awards, award, totals)}</span>
        </span>
      </div>
      {handlers && (
        <div className="award-row__actions">
          <button
            type="button"
            className="button button--ghost button--small award-row__move"
            aria-label={t`Move award ${awardName} up`}
            data-move={`${award.id}:up`}
            disabled={first}
            onClick={() => handlers.onMove(award, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--ghost button--small award-row__move"
            aria-label={t`Move award ${awardName} down`}
            data-move={`${award.id}:down`}
            disabled={last}
            onClick={() => handlers.onMove(award, 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t`Edit award ${awardName}`}
            onClick={() => handlers.onEdit(award)}
          >
            <Trans>Edit</Trans>
          </button>
          {awards.length > 1 && (
            <button
              type="button"
              className="button button--ghost button--small award-row__remove"
              aria-label={t`Remove award ${awardName}`}
              onClick={() => handlers.onRemove(award)}
            >
              <Trans>Remove</Trans>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
