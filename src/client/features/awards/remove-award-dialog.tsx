import { useLingui } from '@lingui/react/macro';
import {
  ConfirmRemoveDialog,
  type RemoveConfirmation,
} from '#client/components/confirm-remove-dialog.tsx';
import type { Award } from '#shared/api.ts';

/** Remove asks first, saying that the award's ballots go with it. */
export function RemoveAwardDialog({
  award,
  ...props
}: { award: Award | null } & RemoveConfirmation) {
  const { t } = useLingui();
  return (
    <ConfirmRemoveDialog
      name={award?.name ?? null}
      describe={(awardName) =>
        t`${awardName} and every ballot cast in it are deleted. Ballots in the other awards stay. This cannot be undone.`
      }
      confirmLabel={t`Remove award`}
      {...props}
    />
  );
}
