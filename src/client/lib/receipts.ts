import { useEffect } from 'react';
import type { Ballot } from '#shared/api.ts';
import { read, write } from './local-store.ts';

/**
 * The receipts of a participant's ballots, kept on the device by room and
 * award: they outlive the session (a participant the organiser removed can
 * still check what became of their ballot), and with them each ballot's salt,
 * which checks a sealed ballot against its published hash.
 */
export type KeptReceipt = { receipt: string; salt: string };

const receiptsKey = (roomId: string) => `viberank_receipts_${roomId}`;

/** The receipts kept for a room, by award id. */
export function loadReceipts(roomId: string): Record<string, KeptReceipt> {
  try {
    const parsed: unknown = JSON.parse(read(receiptsKey(roomId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, KeptReceipt] =>
          typeof entry[1] === 'object' &&
          entry[1] !== null &&
          typeof entry[1].receipt === 'string' &&
          typeof entry[1].salt === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function keepReceipt(roomId: string, awardId: string, kept: KeptReceipt): void {
  const all = loadReceipts(roomId);
  if (all[awardId]?.receipt === kept.receipt) return;
  write(receiptsKey(roomId), JSON.stringify({ ...all, [awardId]: kept }));
}

/**
 * The receipt of a ballot the participant submitted: as the server last
 * said it, else as the device kept it (an organiser's change sends the
 * ballot without it). Null while nothing is submitted.
 */
export function useReceipt(ballot: Ballot | null | undefined, voted: boolean): string | null {
  const { receipt, salt } = ballot ?? {};
  const roomId = ballot?.roomId;
  const awardId = ballot?.awardId;
  useEffect(() => {
    if (roomId && awardId && receipt && salt) keepReceipt(roomId, awardId, { receipt, salt });
  }, [roomId, awardId, receipt, salt]);
  if (!voted || !ballot) return null;
  return receipt ?? loadReceipts(ballot.roomId)[ballot.awardId]?.receipt ?? null;
}
