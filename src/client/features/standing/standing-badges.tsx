import { Trans, useLingui } from '@lingui/react/macro';
import type { Contestant, OwnParticipant } from '#shared/api.ts';
import { teamLabel } from './standing.ts';

/** Beside the voter's name: "Judge" for a judge, "Team Alpha" for a team member. */
export function StandingBadges({
  voter,
  judge,
  contestants,
}: {
  voter: OwnParticipant | null;
  /** The device opened a judge's link: a judge before the standing is read. */
  judge: boolean;
  contestants: readonly Contestant[];
}) {
  const { i18n } = useLingui();
  const team = teamLabel(i18n, voter, contestants);
  if (!(voter?.judge ?? judge) && !team) return null;
  return (
    <span className="standing-badges">
      {(voter?.judge ?? judge) && (
        <span className="badge badge--judge">
          <Trans context="a voter’s role">Judge</Trans>
        </span>
      )}
      {team && <span className="badge badge--team">{team}</span>}
    </span>
  );
}
