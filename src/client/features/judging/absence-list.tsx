import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Contestant } from '#shared/api.ts';
import type { Judging } from '#shared/expo.ts';
import { absenceLabel, absenceTold } from './judging-text.ts';

/**
 * The projects judges found away from their table, most reported first:
 * those reported by enough judges stand out, as the routes skip them.
 */
export function AbsenceList({
  absences,
  projects,
}: {
  absences: Judging['absences'];
  projects: ReadonlyMap<string, Contestant>;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const shown = absences
    .flatMap((absence) => {
      const project = projects.get(absence.contestantId);
      return project ? [{ project, reports: absence.reports }] : [];
    })
    .sort((a, b) => b.reports - a.reports);
  if (shown.length === 0) return null;
  return (
    <section className="expo-card__part" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="expo-card__subtitle">
        <Trans>Reported absent</Trans>
      </h4>
      <ul className="plain-list expo-absences">
        {shown.map(({ project, reports }) => (
          <li
            key={project.id}
            className={`expo-absences__item${absenceTold(reports) ? ' expo-absences__item--told' : ''}`}
          >
            {absenceLabel(i18n, project, reports)}
            {absenceTold(reports) && (
              <span className="expo-absences__skip">
                {' '}
                <Trans>Routes skip it until a judge sees it.</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
