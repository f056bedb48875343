import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ModalDialogFooter } from '#client/components/modal-dialog-footer.tsx';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { keepOpenWhile, useModalDialog } from '#client/lib/use-modal-dialog.ts';
import type { Contestant, Participant } from '#shared/api.ts';
import '#client/components/modal-dialog.css';

/**
 * Set team: puts a participant in a contestant's team, or in none. Their
 * ballots lose that contestant as a removal takes it out; their phone is told.
 */
export function SetTeamDialog({
  participant,
  contestants,
  onSave,
  onClose,
}: {
  /** Whose team to set; null: the dialog is closed. */
  participant: Participant | null;
  contestants: readonly Contestant[];
  onSave: (participant: Participant, teamId: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { closed } = useModalDialog(dialogRef, participant !== null, onClose);
  const [teamId, setTeamId] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ids = { title: `${id}-title`, team: `${id}-team`, intro: `${id}-intro` };

  useEffect(() => {
    setTeamId(participant?.teamId ?? '');
    setError(null);
    setSaving(false);
  }, [participant]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!participant || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(participant, teamId === '' ? null : teamId);
      dialogRef.current?.close();
    } catch (failure) {
      setError(getErrorMessage(failure));
      setSaving(false);
    }
  };

  const participantName = participant?.name ?? '';
  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog set-team-dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.intro}
      onCancel={keepOpenWhile(saving)}
      onClose={closed}
    >
      {participant && (
        <form className="stack set-team-dialog__form" onSubmit={submit} aria-busy={saving}>
          <header className="modal-dialog__header">
            <h2 id={ids.title} className="modal-dialog__title">
              <Trans>Set team for {participantName}</Trans>
            </h2>
            <p id={ids.intro} className="muted modal-dialog__intro">
              <Trans>A team member cannot rank their own team; their ballots lose it.</Trans>
            </p>
          </header>
          <div className="field set-team-dialog__body">
            <label htmlFor={ids.team}>
              <Trans context="a participant's team">Team</Trans>
            </label>
            <select
              id={ids.team}
              className="input"
              value={teamId}
              disabled={saving}
              onChange={(event) => setTeamId(event.target.value)}
            >
              <option value="">{t`No team`}</option>
              {contestants.map((contestant) => (
                <option key={contestant.id} value={contestant.id}>
                  {contestant.name}
                </option>
              ))}
            </select>
          </div>
          <ModalDialogFooter
            error={error}
            busy={saving}
            onCancel={() => dialogRef.current?.close()}
          >
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? t`Saving...` : t`Save`}
            </button>
          </ModalDialogFooter>
        </form>
      )}
    </dialog>
  );
}
