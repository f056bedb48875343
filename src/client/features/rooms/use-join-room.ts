import { type FormEvent, useState } from 'react';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { checkJoin } from '#shared/join-check.ts';
import { MESSAGES } from '#shared/messages.ts';
import { formatRoomCode } from '#shared/room-code.ts';
import { joinErrorMessage } from './join-errors.ts';
import { roomsApi } from './rooms-api.ts';

/**
 * The join form: room code (upper-cased as typed; spaces and dashes between
 * its groups are fine, the shared schema takes them out) and name, then the
 * join itself. A code from a join link is shown grouped, as the organiser's
 * screen shows it.
 */
export function useJoinRoom(initialCode: string, onJoined: (session: ParticipantSession) => void) {
  const [code, setCodeRaw] = useState(() => formatRoomCode(initialCode));
  const [name, setName] = useState('');
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || !name.trim()) {
      setError(MESSAGES.fillInAllFields);
      return;
    }
    // The server's rules: a code that cannot be any room's is not found without asking.
    const input = checkJoin(code, name);
    if (!input.ok) {
      setError(input.message);
      return;
    }
    setJoining(true);
    setError(null);
    try {
      const joined = await roomsApi.joinRoom(input.value);
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

  const setCode = (value: string) => setCodeRaw(value.toUpperCase());
  return { code, setCode, name, setName, joining, error, join };
}
