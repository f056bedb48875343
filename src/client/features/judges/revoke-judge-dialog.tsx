import { useLingui } from '@lingui/react/macro';
import { RevokeDialog } from '#client/components/revoke-dialog.tsx';
import type { Judge } from '#shared/judges.ts';

/** Asks the organiser to confirm revoking a judge, naming them. */
export function RevokeJudgeDialog({
  judge,
  onRevoke,
  onClose,
}: {
  /** The judge to revoke; null while the dialog is closed. */
  judge: Judge | null;
  onRevoke: (judge: Judge) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <RevokeDialog
      subject={judge}
      title={(judgeName) => t`Revoke judge ${judgeName}?`}
      text={() => t`Their ballots are deleted and their link stops working at once.`}
      confirmLabel={t`Revoke judge`}
      onRevoke={onRevoke}
      onClose={onClose}
    />
  );
}
