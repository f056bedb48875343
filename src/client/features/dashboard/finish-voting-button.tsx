import { useLingui } from '@lingui/react/macro';

/** Finish Voting and Show Results: offered while voting is open and a contestant exists. */
export function FinishVotingButton({
  finishing,
  onFinish,
}: {
  finishing: boolean;
  onFinish: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="button button--gradient button--block finish-button"
      disabled={finishing}
      onClick={onFinish}
    >
      {finishing ? t`Finishing...` : t`Finish Voting and Show Results`}
    </button>
  );
}
