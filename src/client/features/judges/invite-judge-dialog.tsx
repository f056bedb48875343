import { useLingui } from '@lingui/react/macro';
import { InviteDialog, type InviteDialogProps } from '#client/components/invite-dialog.tsx';
import { judgeLink } from '#client/lib/judge-link.ts';
import { JUDGE_NAME_MAX_LENGTH } from '#shared/constants.ts';
import type { InvitedJudge } from '#shared/judges.ts';
import { judgeNameError } from './judge-text.ts';

/** Invite judge: the judge's name, then their personal link and its QR code, shown this once. */
export function InviteJudgeDialog({
  open,
  roomId,
  publicUrl,
  onInvite,
  onClose,
}: InviteDialogProps<InvitedJudge>) {
  const { t, i18n } = useLingui();
  return (
    <InviteDialog
      open={open}
      title={t`Invite judge`}
      intro={t`A judge votes with a personal link, in the awards open to judges.`}
      field={{
        label: t`Judge name`,
        maxLength: JUDGE_NAME_MAX_LENGTH,
        check: (name) => judgeNameError(i18n, name),
      }}
      onInvite={onInvite}
      invitation={(invited) => ({
        name: invited.judge.name,
        link: judgeLink(publicUrl, roomId, invited.judgeToken),
      })}
      linkStep={{
        testId: 'judge-link-step',
        what: 'judge link',
        notice: (judgeName) =>
          t`This link is shown only once. Whoever opens it votes as ${judgeName}, so give it only to them.`,
      }}
      onClose={onClose}
    />
  );
}
