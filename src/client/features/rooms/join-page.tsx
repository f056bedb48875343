import { type FormEvent, useId, useState } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { ApiError, api } from '#client/lib/api-client.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { PARTICIPANT_NAME_MAX_LENGTH, ROOM_CODE_LENGTH } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { normaliseRoomCode } from '#shared/schemas.ts';
import './rooms.css';

const SPEC_JOIN_ERRORS = new Set<string>([
  MESSAGES.fillInAllFields,
  MESSAGES.roomNotFoundByCode,
  MESSAGES.roomEnded,
]);

/** The message for a failed join: the spec's own words, or its catch-all. */
function joinErrorMessage(error: unknown): string {
  if (error instanceof ApiError && SPEC_JOIN_ERRORS.has(error.message)) return error.message;
  return MESSAGES.joinFailed;
}

export function JoinPage({
  initialCode,
  onJoined,
  onBack,
}: {
  initialCode: string;
  onJoined: (session: ParticipantSession) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState('');
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const nameId = useId();

  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || !name.trim()) {
      setError(MESSAGES.fillInAllFields);
      return;
    }
    setJoining(true);
    setError(null);
    try {
      const joined = await api.joinRoom({ code: normaliseRoomCode(code), name: name.trim() });
      onJoined({
        roomId: joined.room.id,
        roomCode: joined.room.code,
        participantId: joined.participant.id,
        participantName: joined.participant.name,
        participantToken: joined.participantToken,
      });
    } catch (caught) {
      setError(joinErrorMessage(caught));
      setJoining(false);
    }
  };

  return (
    <div className="page page--narrow stack">
      <BrandBar />
      <main>
        <form className="card stack join-card" onSubmit={join} noValidate>
          <div className="stack" style={{ gap: 4 }}>
            <h1 className="section-title" style={{ fontSize: '1.5rem' }}>
              Join a Voting Room
            </h1>
            <p className="muted">Enter the room code on the organiser's screen.</p>
          </div>
          <div className="field">
            <label htmlFor={codeId}>Room Code</label>
            <input
              id={codeId}
              className="input input--code"
              value={code}
              maxLength={ROOM_CODE_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="ABC123XYZ0"
              onChange={(event) => setCode(event.target.value.toUpperCase())}
            />
          </div>
          <div className="field">
            <label htmlFor={nameId}>Your Name</label>
            <input
              id={nameId}
              className="input"
              value={name}
              maxLength={PARTICIPANT_NAME_MAX_LENGTH}
              autoComplete="nickname"
              placeholder="How others will see you"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          {error && (
            <div className="error-box" role="alert">
              {error}
            </div>
          )}
          <button
            type="submit"
            className="button button--gradient button--block"
            disabled={joining}
          >
            {joining ? 'Joining Room...' : 'Join'}
          </button>
          <button type="button" className="button button--ghost button--block" onClick={onBack}>
            Back to Home
          </button>
          <div className="stack" style={{ gap: 6 }}>
            <p className="eyebrow">What happens next</p>
            <ul className="hint-list">
              <li>You'll see every contestant in the room.</li>
              <li>Drag your favourites into Your Rankings — up to 3, best first.</li>
              <li>Submit your vote; you can reset it until voting ends.</li>
              <li>When the organiser ends voting, results appear here instantly.</li>
            </ul>
          </div>
        </form>
      </main>
    </div>
  );
}
