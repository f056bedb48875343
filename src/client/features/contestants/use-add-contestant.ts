import { useState } from 'react';
import type { Contestant } from '#shared/api.ts';
import type { NewContestant } from './contestant-validation.ts';
import { contestantsApi } from './contestants-api.ts';

/** Whether the Add Contestant dialog is open, and the add it saves with. */
export function useAddContestant(
  roomId: string,
  adminToken: string,
  onAdded: (contestant: Contestant) => void,
) {
  const [open, setOpen] = useState(false);
  const add = async (input: NewContestant) => {
    const { contestant } = await contestantsApi.add(roomId, adminToken, input);
    onAdded(contestant);
  };
  return { open, show: () => setOpen(true), close: () => setOpen(false), add };
}
