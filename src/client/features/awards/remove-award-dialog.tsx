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
  return (
    <ConfirmRemoveDialog
      name={award?.name ?? null}
      describe={(name) =>
        `${name} and every ballot cast in it are deleted. Ballots in the other awards stay. This cannot be undone.`
      }
      confirmLabel="Remove award"
      {...props}
    />
  );
}
