import { useLingui } from '@lingui/react/macro';
import {
  ConfirmRemoveDialog,
  type RemoveConfirmation,
} from '#client/components/confirm-remove-dialog.tsx';
import type { Contestant } from '#shared/api.ts';

/** Remove asks first, saying what removing the contestant does to the ballots. */
export function RemoveContestantDialog({
  contestant,
  ...props
}: { contestant: Contestant | null } & RemoveConfirmation) {
  const { t } = useLingui();
  return (
    <ConfirmRemoveDialog
      name={contestant?.name ?? null}
      describe={(contestantName) =>
        t`${contestantName} leaves the room. Voters who ranked it keep their other picks, which move up; a ballot left empty is deleted, and its voter is asked to rank again. This cannot be undone.`
      }
      confirmLabel={t`Remove Contestant`}
      {...props}
    />
  );
}
