import { type FormEvent, useId, useState } from 'react';
import { SecretLink } from '#client/components/secret-link.tsx';
import { adminInvitationLink } from '#client/lib/admin-invitation.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import '#client/lib/schemas-without-eval.ts';
import { SmallDialog, SmallDialogActions } from '#client/components/small-dialog.tsx';
import { ADMIN_NAME_MAX_LENGTH, type InvitedAdmin } from '#shared/admins.ts';

/**
 * Invite co-organiser: an optional name, then the new device's link and its
 * QR code, shown this once (the server keeps only a hash of its secret).
 */
export function InviteAdminDialog({
  open,
  roomId,
  publicUrl,
  onInvite,
  onClose,
}: {
  open: boolean;
  roomId: string;
  publicUrl: string;
  onInvite: (name: string) => Promise<InvitedAdmin>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invited, setInvited] = useState<InvitedAdmin | null>(null);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    intro: `${id}-intro`,
    name: `${id}-name`,
  };

  // Closed any way at all: the link is gone, and the next invitation starts afresh.
  const close = () => {
    setName('');
    setError(null);
    setInvited(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      setInvited(await onInvite(name.trim()));
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const link = invited && adminInvitationLink(publicUrl, roomId, invited.adminToken);

  return (
    <SmallDialog
      open={open}
      busy={saving}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      {invited && link ? (
        <div className="small-dialog__content" data-testid="admin-link-step">
          <h2 id={ids.title} className="small-dialog__title">
            Link for {invited.admin.name}
          </h2>
          <p id={ids.intro} className="notice">
            This link is shown only once. Anyone who opens it can run this room, so give it only to
            your co-organiser.
          </p>
          <SecretLink
            link={link}
            what="organiser link"
            forWhom={invited.admin.name}
            onDone={close}
          />
        </div>
      ) : (
        <form className="small-dialog__content" noValidate onSubmit={submit} aria-busy={saving}>
          <h2 id={ids.title} className="small-dialog__title">
            Invite co-organiser
          </h2>
          <p id={ids.intro} className="muted">
            A co-organiser's device can do everything this dashboard does, except invite or revoke
            organisers.
          </p>
          <div className="field">
            <label htmlFor={ids.name}>Name (optional)</label>
            <input
              id={ids.name}
              className="input"
              value={name}
              maxLength={ADMIN_NAME_MAX_LENGTH}
              autoComplete="off"
              placeholder="Sam's laptop"
              disabled={saving}
              onChange={(event) => setName(event.target.value)}
            />
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
