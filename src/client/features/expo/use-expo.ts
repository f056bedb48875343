import { useLookupByCode } from '#client/lib/use-lookup-by-code.ts';
import type { Expo } from '#shared/expo.ts';
import { expoApi } from './expo-api.ts';

const readExpo = async (code: string): Promise<Expo> => (await expoApi.read(code)).expo;

/** Reads the expo of the room with this code (no secret needed), with a way to try again. */
export function useExpo(code: string) {
  return useLookupByCode(code, readExpo);
}
