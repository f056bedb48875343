import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { SecretLinkKind } from './link-words.ts';
import { SecretLink } from './secret-link.tsx';
import { SmallDialog, SmallDialogActions } from './small-dialog.tsx';

/** What a feature's invite dialog is given: the room, and what inviting does. */
export type InviteDialogProps<Invited> = {
  open: boolean;
  roomId: string;
  publicUrl: string;
  onInvite: (name: string) => Promise<Invited>;
  onClose: () => void;
};

/** Whom an invitation made, as the link step shows them. */
export type Invitation = { name: string; link: string };

/** The name field of an invitation, as its feature words it. */
export type InviteNameField = {
  label: string;
  maxLength: number;
  placeholder?: string;
  /** What is wrong with a name, or null; without it any name goes, none included. */
  check?: (name: string) => string | null;
};

/**
 * Invite someone with a secret link (a co-admin, a judge, a screen): a name, then the
 * new link and its QR code, shown this once (the server keeps only a hash of
 * its secret). Closed any way at all, the link is gone and the next
 * invitation starts afresh.
 */
export function InviteDialog<Invited>({
  open,
  title,
  intro,
  field,
  onInvite,
  invitation,
  linkStep,
  onClose,
}: {
  open: boolean;
  title: string;
  intro: ReactNode;
  field: InviteNameField;
  onInvite: (name: string) => Promise<Invited>;
  /** The invited person's name and link. */
  invitation: (invited: Invited) => Invitation;
  linkStep: {
    testId: string;
    what: Exclude<SecretLinkKind, 'team link'>;
    /** Who may be given the link, under its title. */
    notice: (name: string) => ReactNode;
    /** Another form of the same link, shown under the notice (a screen link without background). */
    extra?: (invitation: Invitation) => ReactNode;
  };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invited, setInvited] = useState<Invitation | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const linkTitleRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    intro: `${id}-intro`,
    name: `${id}-name`,
    nameError: `${id}-name-error`,
  };

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
    const invalid = field.check?.(name) ?? null;
    setNameError(invalid);
    if (invalid) {
      nameRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      setInvited(invitation(await onInvite(name.trim())));
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

  const invitedName = invited?.name ?? '';
  return (
    <SmallDialog
      open={open}
      busy={saving}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      {invited ? (
        <div className="small-dialog__content" data-testid={linkStep.testId}>
          <h2 id={ids.title} ref={linkTitleRef} className="small-dialog__title" tabIndex={-1}>
            <Trans>Link for {invitedName}</Trans>
          </h2>
          <p id={ids.intro} className="notice">
            {linkStep.notice(invited.name)}
          </p>
          {linkStep.extra?.(invited)}
          <SecretLink
            link={invited.link}
            what={linkStep.what}
            forWhom={invited.name}
            onDone={close}
          />
        </div>
      ) : (
        <form className="small-dialog__content" noValidate onSubmit={submit} aria-busy={saving}>
          <h2 id={ids.title} className="small-dialog__title">
            {title}
          </h2>
          <p id={ids.intro} className="muted">
            {intro}
          </p>
          <div className="field">
            <label htmlFor={ids.name}>{field.label}</label>
            <input
              ref={nameRef}
              id={ids.name}
              className="input"
              value={name}
              required={field.check !== undefined}
              maxLength={field.maxLength}
              autoComplete="off"
              placeholder={field.placeholder}
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
              {saving ? t`Creating Link...` : t`Create Link`}
            </button>
          </SmallDialogActions>
        </form>
      )}
    </SmallDialog>
  );
}
