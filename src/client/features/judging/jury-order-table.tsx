import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNumber, formatScore } from '#client/lib/i18n/formatters.ts';
import { placeText } from '#client/lib/results-places.ts';
import type { Contestant } from '#shared/api.ts';
import { EXPO_MIN_JUDGES } from '#shared/constants.ts';
import type { JuryStanding } from '#shared/expo.ts';
import { recordLabel, seenByFew, seenByLabel, tableLabel } from './judging-text.ts';
import './jury-order-table.css';

/**
 * The jury order of an expo: each project's place, table and name, how many
 * judges saw it, its jury score (Copeland) with the record behind it, and the place
 * its Crowd-BT strength alone gives (the second opinion). A project seen by
 * too few judges is flagged. Final once judging has closed.
 */
export function JuryOrderTable({
  order,
  projects,
  closed,
}: {
  order: readonly JuryStanding[];
  projects: ReadonlyMap<string, Contestant>;
  closed: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const minimum = formatNumber(EXPO_MIN_JUDGES, i18n.locale);
  return (
    <div className="expo-card__part expo-jury">
      <h4 id={`${id}-title`} className="expo-card__subtitle">
        <Trans>Jury order</Trans>
      </h4>
      <p className="expo-card__note">
        {closed ? (
          <Trans>Final: judging has closed.</Trans>
        ) : (
          <Trans>So far, from the rankings saved: final once judging closes.</Trans>
        )}
      </p>
      {order.length === 0 ? (
        <p className="muted">
          <Trans>No projects in this award yet.</Trans>
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls in its box on a phone, by keyboard too
        <section className="expo-jury__scroll" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="expo-jury__table" aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th scope="col">{t({ message: 'Place', context: 'jury order column' })}</th>
                <th scope="col">{t({ message: 'Table', context: 'jury order column' })}</th>
                <th scope="col">{t({ message: 'Project', context: 'jury order column' })}</th>
                <th scope="col">{t({ message: 'Judges', context: 'jury order column' })}</th>
                <th scope="col">{t({ message: 'Jury score', context: 'jury order column' })}</th>
                <th scope="col">{t({ message: 'Crowd-BT', context: 'jury order column' })}</th>
              </tr>
            </thead>
            <tbody>
              {order.map((standing) => {
                const project = projects.get(standing.contestantId);
                const few = seenByFew(standing);
                return (
                  <tr
                    key={standing.contestantId}
                    className={few ? 'expo-jury__row--few' : undefined}
                  >
                    <td className="expo-jury__place">{placeText(i18n, standing.rank)}</td>
                    <td className="expo-jury__table-number">{tableLabel(i18n, project)}</td>
                    <th scope="row" className="expo-jury__name">
                      <span>{project?.name ?? '—'}</span>
                      {few && (
                        <span className="badge expo-jury__few">
                          <Trans>Seen by fewer than {minimum} judges</Trans>
                        </span>
                      )}
                    </th>
                    <td>{seenByLabel(i18n, standing.judges)}</td>
                    <td>
                      <span className="expo-jury__score">
                        {formatScore(standing.copeland, i18n.locale)}
                      </span>
                      <span className="expo-jury__record">{recordLabel(i18n, standing)}</span>
                    </td>
                    <td
                      className={
                        standing.strengthRank === standing.rank ? undefined : 'expo-jury__differs'
                      }
                    >
                      {placeText(i18n, standing.strengthRank)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <p className="expo-card__note">
        <Trans>
          Jury score (Copeland): the share of the projects each was compared with in the judges'
          rankings that it beat. Crowd-BT: the place its strength alone gives, a second opinion.
        </Trans>
      </p>
    </div>
  );
}
