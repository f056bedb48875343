import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <InviteDialog
      open={open}
      title={t`Invite co-organiser`}
      intro={t`A co-organiser's device can do everything this dashboard does, except invite or revoke organisers.`}
      field={{
        label: t`Name (optional)`,
        maxLength: ADMIN_NAME_MAX_LENGTH,
        placeholder: t({
          message: "Sam's laptop",
          comment: 'An example name of a co-organiser’s device, in the name field',
        }),
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
          t`This link is shown only once. Anyone who opens it can run this room, so give it only to your co-organiser.`,
      }}
      onClose={onClose}
    />
  );
}
