import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CopyButton } from '#client/components/copy-button.tsx';
import {
  type Invitation,
  InviteDialog,
  type InviteDialogProps,
} from '#client/components/invite-dialog.tsx';
import { screenLink, TRANSPARENT_QUERY } from '#client/lib/screen-link.ts';
import { type CreatedScreen, SCREEN_NAME_MAX_LENGTH } from '#shared/screens.ts';

/** The same screen link, drawing no page background: for a streaming overlay. */
function transparentLink(link: string): string {
  const url = new URL(link);
  url.search = TRANSPARENT_QUERY;
  return url.toString();
}

/** The screen link without a background, to copy into a streaming program. */
function OverlayLink({ invitation }: { invitation: Invitation }) {
  const { t } = useLingui();
  const id = useId();
  const link = transparentLink(invitation.link);
  return (
    <div className="field screen-overlay-link">
      <label htmlFor={id}>
        <Trans>For a stream (OBS browser source): no background</Trans>
      </label>
      <div className="row screen-overlay-link__row">
        <input
          id={id}
          className="input small-dialog__link"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton
          text={link}
          label={t({ message: 'Copy', context: 'button' })}
          copiedLabel={t`Copied!`}
          announcement={t`Stream link copied`}
          name="screen link for a stream"
        />
      </div>
    </div>
  );
}

/**
 * Screen link: an optional name, then a read-only link to the big screen
 * and its QR code, shown this once, with its form for a stream.
 */
export function ScreenLinkDialog({
  open,
  roomId,
  publicUrl,
  onInvite,
  onClose,
}: InviteDialogProps<CreatedScreen>) {
  const { t } = useLingui();
  return (
    <InviteDialog
      open={open}
      title={t`Screen link`}
      intro={t`A screen link opens the big screen on another machine (a stream, a second projector, a hall screen): the room, its QR code, turnout, the timer and the reveal as you run it. It cannot change anything.`}
      field={{
        label: t`Name (optional)`,
        maxLength: SCREEN_NAME_MAX_LENGTH,
        placeholder: t({
          message: 'Stream',
          comment: 'An example name of a screen link, in the name field',
        }),
      }}
      onInvite={onInvite}
      invitation={(created) => ({
        name: created.screen.name,
        link: screenLink(publicUrl, roomId, created.screenToken),
      })}
      linkStep={{
        testId: 'screen-link-step',
        what: 'screen link',
        notice: () =>
          t`This link is shown only once. It shows what the presenter shows and nothing more; revoke it here when the show is over.`,
        extra: (invitation) => <OverlayLink invitation={invitation} />,
      }}
      onClose={onClose}
    />
  );
}
