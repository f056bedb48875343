import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SecretLink } from '#client/components/secret-link.tsx';
import { SmallDialog, SmallDialogActions } from '#client/components/small-dialog.tsx';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { judgeLink } from '#client/lib/judge-link.ts';
import { JUDGE_NAME_MAX_LENGTH } from '#shared/constants.ts';
import type { InvitedJudge } from '#shared/judges.ts';
import { judgeNameError } from './judge-text.ts';

/**
 * Invite judge: the judge's name, then their personal link and its QR code,
 * shown this once (the server keeps only a hash of its secret).
 */
export function InviteJudgeDialog({
  open,
  roomId,
  publicUrl,
  onInvite,
  onClose,
}: {
  open: boolean;
  roomId: string;
  publicUrl: string;
  onInvite: (name: string) => Promise<InvitedJudge>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invited, setInvited] = useState<InvitedJudge | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const linkTitleRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    intro: `${id}-intro`,
    name: `${id}-name`,
    nameError: `${id}-name-error`,
  };

  // Closed any way at all: the link is gone, and the next invitation starts afresh.
  const close = () => {
    setName('');
    setNameError(null);
    setError(null);
    setInvited(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid = judgeNameError(name);
    setNameError(invalid);
    if (invalid) {
      nameRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      setInvited(await onInvite(name.trim()));
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  // The button that was pressed is gone (the link step) or was held while
  // sending: the focus goes to the link's title, or back to the name to correct it.
  useEffect(() => {
    if (saving) return;
    if (invited) linkTitleRef.current?.focus();
    else if (error) nameRef.current?.focus();
  }, [saving, invited, error]);

  const link = invited && judgeLink(publicUrl, roomId, invited.judgeToken);

  return (
    <SmallDialog
      open={open}
      busy={saving}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      {invited && link ? (
        <div className="small-dialog__content" data-testid="judge-link-step">
          <h2 id={ids.title} ref={linkTitleRef} className="small-dialog__title" tabIndex={-1}>
            Link for {invited.judge.name}
          </h2>
          <p id={ids.intro} className="notice">
            This link is shown only once. Whoever opens it votes as {invited.judge.name}, so give it
            only to them.
          </p>
          <SecretLink link={link} what="judge link" forWhom={invited.judge.name} onDone={close} />
        </div>
      ) : (
        <form className="small-dialog__content" noValidate onSubmit={submit} aria-busy={saving}>
          <h2 id={ids.title} className="small-dialog__title">
            Invite judge
          </h2>
          <p id={ids.intro} className="muted">
            A judge votes with a personal link, in the awards open to judges.
          </p>
          <div className="field">
            <label htmlFor={ids.name}>Judge name</label>
            <input
              ref={nameRef}
              id={ids.name}
              className="input"
              value={name}
              required
              maxLength={JUDGE_NAME_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? ids.nameError : undefined}
              disabled={saving}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
            />
            {nameError && (
              <p id={ids.nameError} className="field-error">
                {nameError}
              </p>
            )}
          </div>
          <SmallDialogActions error={error} busy={saving} onCancel={close}>
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? 'Creating Link...' : 'Create Link'}
            </button>
          </SmallDialogActions>
        </form>
      )}
    </SmallDialog>
  );
}
