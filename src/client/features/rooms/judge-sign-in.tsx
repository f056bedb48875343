import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import { readOwnBallotsInRoom } from '#client/lib/own-ballot-read.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { roomsApi } from './rooms-api.ts';

/**
 * A judge's link opened on this device: no name form — the room and the
 * judge are read with the link's secret, and the device becomes that judge
 * (`onSignedIn`). A link that no longer opens the room (revoked) says so.
 */
export function JudgeSignIn({
  roomId,
  token,
  onSignedIn,
  onHome,
}: {
  roomId: string;
  token: string;
  onSignedIn: (session: ParticipantSession) => void;
  onHome: () => void;
}) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    Promise.all([roomsApi.getRoom(roomId, token), readOwnBallotsInRoom(roomId, token)]).then(
      ([{ room }, { voter }]) => {
        if (cancelled) return;
        if (!voter) {
          setFailed(true);
          return;
        }
        onSignedIn({
          roomId: room.id,
          roomCode: room.code,
          participantId: voter.id,
          participantName: voter.name,
          participantToken: token,
          ...(voter.judge ? { judge: true as const } : {}),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [roomId, token, onSignedIn]);

  if (!failed) return <LoadingRoom />;
  return (
    <RoomUnavailable
      centred
      message={t`This judge link no longer opens the room. Ask the organiser for a new one.`}
      actionLabel={t`Back to Home`}
      onAction={onHome}
    />
  );
}
