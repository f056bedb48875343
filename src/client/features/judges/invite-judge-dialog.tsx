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
  return (
    <InviteDialog
      open={open}
      title="Invite judge"
      intro="A judge votes with a personal link, in the awards open to judges."
      field={{ label: 'Judge name', maxLength: JUDGE_NAME_MAX_LENGTH, check: judgeNameError }}
      onInvite={onInvite}
      invitation={(invited) => ({
        name: invited.judge.name,
        link: judgeLink(publicUrl, roomId, invited.judgeToken),
      })}
      linkStep={{
        testId: 'judge-link-step',
        what: 'judge link',
        notice: (name) =>
          `This link is shown only once. Whoever opens it votes as ${name}, so give it only to them.`,
      }}
      onClose={onClose}
    />
  );
}
