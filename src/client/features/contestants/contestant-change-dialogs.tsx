import { msg } from '@lingui/core/macro';
import { ContestantDialog } from './add-contestant-dialog.tsx';
import type { ContestantFormLabels } from './add-contestant-form.tsx';
import { RemoveContestantDialog } from './remove-contestant-dialog.tsx';
import type { ContestantChanges } from './use-contestant-changes.ts';

const EDIT_LABELS: ContestantFormLabels = {
  title: msg`Edit Contestant`,
  save: msg`Save`,
  saving: msg`Saving...`,
};

/** Edit Contestant (the contestant dialog, filled in) and the Remove confirmation. */
export function ContestantChangeDialogs({ changes }: { changes: ContestantChanges }) {
  return (
    <>
      <ContestantDialog
        open={changes.editing !== null}
        contestant={changes.editing}
        labels={EDIT_LABELS}
        onClose={changes.stopEditing}
        onSave={changes.save}
      />
      <RemoveContestantDialog
        contestant={changes.removing}
        busy={changes.removeBusy}
        error={changes.removeError}
        onCancel={changes.cancelRemove}
        onConfirm={() => void changes.confirmRemove()}
      />
    </>
  );
}
