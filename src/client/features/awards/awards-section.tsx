import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { useFocusAfterMove } from '#client/lib/use-focus-after-move.ts';
import type { ActivityTotals, Award, Contestant } from '#shared/api.ts';
import { AwardDialog } from './award-dialog.tsx';
import { addAwardBlocked } from './award-list.ts';
import { type AwardActionHandlers, AwardRow } from './award-row.tsx';
import { RemoveAwardDialog } from './remove-award-dialog.tsx';
import { useAwardChanges } from './use-award-changes.ts';
import './awards-section.css';

/**
 * The dashboard's Awards: each prize of the room, its own ranked vote, with
 * how many contestants it is open to and how many voted in it. While voting
 * is open: Add award (up to the room's limit), and Move, Edit and Remove on
 * each (Remove not on the last one left). Once voting has ended awards
 * cannot change, so only the list shows.
 */
export function AwardsSection({
  roomId,
  adminToken,
  awards,
  contestants,
  totals,
  canChange,
}: {
  roomId: string;
  adminToken: string;
  awards: Award[];
  contestants: readonly Contestant[];
  totals: ActivityTotals;
  canChange: boolean;
}) {
  const { t, i18n } = useLingui();
  const changes = useAwardChanges(roomId, adminToken, awards);
  const { shown, moved, dialog } = changes;
  const ordered = useMemo(
    () => [...contestants].sort((a, b) => a.orderIndex - b.orderIndex),
    [contestants],
  );
  const blocked = addAwardBlocked(i18n, shown);
  const blockedId = useId();
  const handlers: AwardActionHandlers | undefined = canChange
    ? { onEdit: changes.edit, onRemove: changes.askRemove, onMove: changes.move }
    : undefined;

  useFocusAfterMove(moved, shown);

  return (
    <section className="card stack awards-section" aria-labelledby="awards-title">
      <div className="row awards-section__head">
        <h2 id="awards-title" className="section-title">
          <Trans>Awards</Trans>
        </h2>
        <span className="spacer" />
        {canChange && blocked && (
          <span id={blockedId} className="hint awards-section__limit">
            {blocked}
          </span>
        )}
        {canChange && (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={blocked !== null}
            aria-describedby={blocked ? blockedId : undefined}
            onClick={changes.add}
          >
            <Trans>Add award</Trans>
          </button>
        )}
      </div>
      <ul className="plain-list awards-section__list" aria-label={t`Awards`}>
        {shown.map((award, index) => (
          <AwardRow
            key={award.id}
            award={award}
            awards={shown}
            contestants={ordered}
            totals={totals}
            first={index === 0}
            last={index === shown.length - 1}
            handlers={handlers}
          />
        ))}
      </ul>
      {canChange && (
        <>
          <AwardDialog
            open={dialog.mode !== 'closed'}
            award={dialog.mode === 'edit' ? dialog.award : null}
            contestants={ordered}
            onSave={changes.save}
            onClose={changes.closeDialog}
          />
          <RemoveAwardDialog
            award={changes.removing}
            busy={changes.removeBusy}
            error={changes.removeError}
            onCancel={changes.cancelRemove}
            onConfirm={() => void changes.confirmRemove()}
          />
        </>
      )}
    </section>
  );
}
