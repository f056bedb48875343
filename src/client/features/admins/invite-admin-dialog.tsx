import { type FormEvent, useId, useState } from 'react';
import { CopyButton } from '#client/components/copy-button.tsx';
import { QrCode } from '#client/components/qr-code.tsx';
import { adminInvitationLink } from '#client/lib/admin-invitation.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import '#client/lib/schemas-without-eval.ts';
import { ADMIN_NAME_MAX_LENGTH, type InvitedAdmin } from '#shared/admins.ts';
import { AdminDialog, AdminDialogActions } from './admin-dialog.tsx';

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
    link: `${id}-link`,
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
    <AdminDialog
      open={open}
      busy={saving}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      {invited && link ? (
        <div className="admin-dialog__content" data-testid="admin-link-step">
          <h2 id={ids.title} className="admin-dialog__title">
            Link for {invited.admin.name}
          </h2>
          <p id={ids.intro} className="notice">
            This link is shown only once. Anyone who opens it can run this room, so give it only to
            your co-organiser.
          </p>
          <QrCode
            text={link}
            label={`QR code of the organiser link for ${invited.admin.name}`}
            className="admin-dialog__qr"
          />
          <div className="field">
            <label htmlFor={ids.link}>Organiser link</label>
            <input
              id={ids.link}
              className="input admin-dialog__link"
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="admin-dialog__actions">
            <CopyButton
              text={link}
              label="Copy Link"
              copiedLabel="Copied!"
              announcement="Organiser link copied"
              name="organiser link"
            />
            <button type="button" className="button button--primary" onClick={close}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className="admin-dialog__content" noValidate onSubmit={submit} aria-busy={saving}>
          <h2 id={ids.title} className="admin-dialog__title">
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
          <AdminDialogActions error={error} busy={saving} onCancel={close}>
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? 'Creating Link...' : 'Create Link'}
            </button>
          </AdminDialogActions>
        </form>
      )}
    </AdminDialog>
  );
}
