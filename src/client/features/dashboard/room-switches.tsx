import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { Results, Room } from '#shared/api.ts';
import { holdResultsHelp } from './hold-results-help.ts';
import type { RoomSwitch } from './use-room-switch.ts';

/** A room's setting as a checkbox, with what it means now beneath and any refusal. */
function RoomSwitchBox({
  label,
  value,
  votingOpen,
  setting,
  help,
}: {
  label: string;
  value: boolean;
  votingOpen: boolean;
  setting: RoomSwitch;
  help: ReactNode;
}) {
  const { pending, error, change } = setting;
  const id = useId();
  return (
    <div className="hold-results">
      <div className="hold-results__choice">
        <input
          id={id}
          type="checkbox"
          className="hold-results__box"
          checked={pending ?? value}
          disabled={!votingOpen || pending !== null}
          aria-describedby={`${id}-help`}
          onChange={(event) => change(event.target.checked)}
        />
        <label htmlFor={id} className="hold-results__label">
          {label}
        </label>
      </div>
      <p id={`${id}-help`} className="muted hold-results__help">
        {help}
      </p>
      {error && (
        <p className="error-box hold-results__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Hold results for the reveal: off by default (phones get the results at
 * once); on, phones wait until the presenter screen reveals #1. It can
 * change only while voting is open.
 */
export function HoldResultsToggle({
  room,
  results,
  hold,
}: {
  room: Room;
  results: Results | null;
  hold: RoomSwitch;
}) {
  const { t, i18n } = useLingui();
  return (
    <RoomSwitchBox
      label={t`Hold results for the reveal`}
      value={room.holdResults}
      votingOpen={room.status !== 'ended'}
      setting={hold}
      help={holdResultsHelp(i18n, room, results)}
    />
  );
}

/** What Publish anonymised ballots means for this room now, under the checkbox. */
export function publishBallotsHelp(
  i18n: I18n,
  room: Pick<Room, 'status' | 'publishBallots'>,
): string {
  if (room.status === 'ended') {
    return room.publishBallots
      ? i18n._(msg`Voting has ended: the record lists ballots by receipt, no names.`)
      : i18n._(msg`Voting has ended: the record lists sealed hashes; receipts check.`);
  }
  return room.publishBallots
    ? i18n._(msg`Anyone can recount: the record lists ballots by receipt, no names.`)
    : i18n._(msg`The record lists sealed hashes: receipts check, nobody can recount.`);
}

/**
 * Publish anonymised ballots: on by default (anyone can recount from the
 * ballot record); off, the record holds only each ballot's salted hash.
 * It can change only while voting is open.
 */
export function PublishBallotsToggle({ room, publish }: { room: Room; publish: RoomSwitch }) {
  const { t, i18n } = useLingui();
  return (
    <RoomSwitchBox
      label={t`Publish anonymised ballots`}
      value={room.publishBallots}
      votingOpen={room.status !== 'ended'}
      setting={publish}
      help={publishBallotsHelp(i18n, room)}
    />
  );
}
