import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { PARTICIPANT_NAME_MAX_LENGTH } from '#shared/constants.ts';
import { ROOM_CODE_INPUT_MAX_LENGTH } from '#shared/room-code.ts';
import type { JoinSender } from './socket-join.ts';
import { useJoinRoom } from './use-join-room.ts';
import './join-form.css';

/** Join a Voting Room: room code and name, Join and Back to Home, and what happens next. */
export function JoinForm({
  initialCode,
  teamToken,
  send,
  onJoined,
  onBack,
}: {
  initialCode: string;
  teamToken?: string | undefined;
  /** Sends the join. */
  send: JoinSender;
  onJoined: (session: ParticipantSession) => void;
  onBack: () => void;
}) {
  const { code, setCode, name, setName, joining, problem, join, refs } = useJoinRoom(
    initialCode,
    onJoined,
    send,
    teamToken,
  );
  const { t } = useLingui();
  const codeId = useId();
  const nameId = useId();
  const messageId = useId();
  /** The field at fault points at the message, so that focus on it reads why. */
  const fault = (field: 'code' | 'name') =>
    problem?.field === field
      ? { 'aria-invalid': true, 'aria-describedby': messageId }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };

  return (
    // method="dialog": a tap on Join before the page's scripts have run (the
    // form is painted from HTML, decision 039) does nothing, rather than
    // reloading the page without its code and what was typed.
    <form className="card stack join-card" method="dialog" onSubmit={join} noValidate>
      <div className="stack" style={{ gap: 4 }}>
        <h1 className="section-title" style={{ fontSize: '1.5rem' }}>
          <Trans>Join a Voting Room</Trans>
        </h1>
        <p className="muted">
          <Trans>Enter the room code on the organiser's screen.</Trans>
        </p>
        {teamToken && (
          <p className="notice" data-testid="team-link-notice">
            <Trans>
              You are joining with your team's link: you vote for the other projects, not your own.
            </Trans>
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={codeId}>
          <Trans>Room Code</Trans>
        </label>
        <input
          ref={refs.code}
          id={codeId}
          className="input input--code"
          value={code}
          maxLength={ROOM_CODE_INPUT_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="ABCDE-12345"
          {...fault('code')}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={nameId}>
          <Trans>Your Name</Trans>
        </label>
        <input
          ref={refs.name}
          id={nameId}
          className="input"
          value={name}
          maxLength={PARTICIPANT_NAME_MAX_LENGTH}
          autoComplete="nickname"
          placeholder={t`How others will see you`}
          {...fault('name')}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {problem && (
        <div ref={refs.message} id={messageId} className="error-box" role="alert" tabIndex={-1}>
          {problem.message}
        </div>
      )}
      <button type="submit" className="button button--gradient button--block" disabled={joining}>
        {joining ? t`Joining Room...` : t`Join`}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onBack}>
        <Trans>Back to Home</Trans>
      </button>
      <div className="stack" style={{ gap: 6 }}>
        <p className="eyebrow">
          <Trans>What happens next</Trans>
        </p>
        <ul className="hint-list">
          <li>
            <Trans>You'll see every contestant in the room.</Trans>
          </li>
          <li>
            <Trans>Drag your favourites into Your Rankings — up to 3, best first.</Trans>
          </li>
          <li>
            <Trans>Submit your vote; you can reset it until voting ends.</Trans>
          </li>
          <li>
            <Trans>When the organiser ends voting, results appear here instantly.</Trans>
          </li>
        </ul>
      </div>
    </form>
  );
}
