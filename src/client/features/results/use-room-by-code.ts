import { useLookupByCode } from '#client/lib/use-lookup-by-code.ts';
import type { Room } from '#shared/api.ts';
import { resultsApi } from './results-api.ts';

const findRoom = async (code: string): Promise<Room> =>
  (await resultsApi.findRoomByCode(code)).room;

/** Looks a room up by the code in a shared link (no secret needed), with a way to try again. */
export function useRoomByCode(code: string) {
  return useLookupByCode(code, findRoom);
}
