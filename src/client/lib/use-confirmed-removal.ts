import { useState } from 'react';
import { getErrorMessage } from './error-message.ts';

/**
 * Remove, after the organiser confirms: `removing` is the item the
 * confirmation asks about; `confirmRemove` removes it and closes the
 * confirmation, or keeps it open with "<failure>: <why>" as `removeError`.
 */
export function useConfirmedRemoval<Item>(remove: (item: Item) => Promise<void>, failure: string) {
  const [removing, setRemoving] = useState<Item | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const askRemove = (item: Item) => {
    setRemoveError(null);
    setRemoving(item);
  };

  const confirmRemove = async () => {
    if (removing === null || removeBusy) return;
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      await remove(removing);
      setRemoving(null);
    } catch (error) {
      setRemoveError(`${failure}: ${getErrorMessage(error)}`);
    } finally {
      setRemoveBusy(false);
    }
  };

  return {
    removing,
    removeBusy,
    removeError,
    askRemove,
    cancelRemove: () => setRemoving(null),
    confirmRemove,
  };
}
