/** Finish Voting and Show Results: offered while voting is open and a contestant exists. */
export function FinishVotingButton({
  finishing,
  onFinish,
}: {
  finishing: boolean;
  onFinish: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--gradient button--block finish-button"
      disabled={finishing}
      onClick={onFinish}
    >
      {finishing ? 'Finishing...' : 'Finish Voting and Show Results'}
    </button>
  );
}
