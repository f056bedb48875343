import { InviteDialog, type InviteDialogProps } from '#client/components/invite-dialog.tsx';
import { adminInvitationLink } from '#client/lib/admin-invitation.ts';
import '#client/lib/schemas-without-eval.ts';
import { ADMIN_NAME_MAX_LENGTH, type InvitedAdmin } from '#shared/admins.ts';

/**
 * Invite co-organiser: an optional name, then the new device's link and its
 * QR code, shown this once.
 */
export function InviteAdminDialog({
  open,
  roomId,
  publicUrl,
  onInvite,
  onClose,
}: InviteDialogProps<InvitedAdmin>) {
  return (
    <InviteDialog
      open={open}
      title="Invite co-organiser"
      intro="A co-organiser's device can do everything this dashboard does, except invite or revoke organisers."
      field={{
        label: 'Name (optional)',
        maxLength: ADMIN_NAME_MAX_LENGTH,
        placeholder: "Sam's laptop",
      }}
      onInvite={onInvite}
      invitation={(invited) => ({
        name: invited.admin.name,
        link: adminInvitationLink(publicUrl, roomId, invited.adminToken),
      })}
      linkStep={{
        testId: 'admin-link-step',
        what: 'organiser link',
        notice: () =>
          'This link is shown only once. Anyone who opens it can run this room, so give it only to your co-organiser.',
      }}
      onClose={onClose}
    />
  );
}
