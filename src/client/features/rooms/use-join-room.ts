import { useLingui } from '@lingui/react';
import {
  type FormEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { checkJoin } from '#shared/join-check.ts';
import { formatRoomCode } from '#shared/room-code.ts';
import { checkRefusalOf, type JoinRefusal, joinRefusalOf, joinText } from './join-errors.ts';
import type { JoinSender } from './socket-join.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';

/** A refused join: its message, and the field to correct (none when trying again is all). */
export type JoinProblem = { message: string; field: 'code' | 'name' | null };

/** Which field a refusal asks the person to correct: a name problem is the name's, a room problem the code's. */
function fieldToCorrect(refusal: JoinRefusal, code: string): JoinProblem['field'] {
  switch (refusal) {
    case 'fillInAllFields':
      return code.trim() ? 'name' : 'code';
    case 'roomNotFoundByCode':
    case 'roomEnded':
      return 'code';
    case 'joinFailed':
    case 'teamLinkInvalid':
      return null;
    default:
      return 'name';
  }
}

/** Why the join was refused, and the field to correct. */
type Refused = { refusal: JoinRefusal; field: JoinProblem['field'] };

/** The join link's code never changes while the form is open. */
const unchanging = () => () => {};

/**
 * The join form: room code (upper-cased as typed; spaces and dashes between
 * its groups are fine, the shared schema takes them out) and name, then the
 * join itself. A code from a join link is shown grouped, as the organiser's
 * screen shows it. After a refusal the focus goes to the field to correct,
 * or to the message: the Join button it was on was disabled while joining.
 * `send` sends the join (`socket-join.ts`, from the chunk the app fetches).
 */
export function useJoinRoom(
  initialCode: string,
  onJoined: (session: ParticipantSession) => void,
  send: JoinSender,
  teamToken?: string,
) {
  // The page built ahead of time holds an empty code: React takes it over
  // with that, then fills in the link's code (getServerSnapshot is for that).
  const linkCode = useSyncExternalStore(
    unchanging,
    () => initialCode,
    () => '',
  );
  const [typedCode, setTypedCode] = useState<string | null>(null);
  const code = typedCode ?? formatRoomCode(linkCode);
  const [name, setName] = useState('');
  const [joining, setJoining] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);
  const idempotency = useIdempotencyKey();
  // Worded as it is drawn: in the device's language, also after a switch.
  const { i18n } = useLingui();
  const problem: JoinProblem | null = refused && {
    message: joinText(refused.refusal, i18n),
    field: refused.field,
  };
  const refs = {
    code: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    message: useRef<HTMLDivElement>(null),
  };

  const refuse = (refusal: JoinRefusal) =>
    setRefused({ refusal, field: fieldToCorrect(refusal, code) });

  const join = async (event: FormEvent) => {
    event.preventDefault();
    // The server's rules: a code that cannot be any room's is not found without asking.
    const input = checkJoin(code, name);
    if (!input.ok) {
      refuse(checkRefusalOf(input.message));
      return;
    }
    setJoining(true);
    setRefused(null);
    try {
      const asked = teamToken ? { ...input.value, teamToken } : input.value;
      const joined = await send(asked, idempotency.keyFor(asked));
      idempotency.done();
      onJoined({
        roomId: joined.room.id,
        roomCode: joined.room.code,
        participantId: joined.participant.id,
        participantName: joined.participant.name,
        participantToken: joined.participantToken,
      });
    } catch (caught) {
      refuse(joinRefusalOf(caught));
      setJoining(false);
    }
  };

  const { code: codeRef, name: nameRef, message: messageRef } = refs;
  // What a person typed into the painted form before React took it over is kept.
  useLayoutEffect(() => {
    const typedName = nameRef.current?.value;
    if (typedName) setName(typedName);
    const typed = codeRef.current?.value;
    if (typed) setTypedCode(typed.toUpperCase());
  }, [codeRef, nameRef]);
  useEffect(() => {
    if (!refused) return;
    const target =
      refused.field === 'code' ? codeRef : refused.field === 'name' ? nameRef : messageRef;
    target.current?.focus();
  }, [refused, codeRef, nameRef, messageRef]);

  const setCode = (value: string) => setTypedCode(value.toUpperCase());
  return { code, setCode, name, setName, joining, problem, join, refs };
}
