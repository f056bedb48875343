import { useLingui } from '@lingui/react/macro';
import { type Dispatch, type RefObject, type SetStateAction, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import {
  type ContestantDraft,
  EMPTY_DRAFT,
  type FieldErrors,
  fieldErrorsOf,
} from './contestant-validation.ts';
import { blobToDataUrl, imageFileToDataUrl } from './image-encoding.ts';

/**
 * A pasted or chosen image, downscaled into the draft as a data URL. A reset
 * of the form bumps `generation`, so an image still being processed is dropped.
 */
export function useImageDraft({
  generation,
  setDraft,
  setErrors,
}: {
  generation: RefObject<number>;
  setDraft: Dispatch<SetStateAction<ContestantDraft>>;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);

  const take = async (file: File) => {
    const started = generation.current;
    setBusy(true);
    setErrors((current) => ({ ...current, imageUrl: undefined }));
    try {
      const dataUrl = await imageFileToDataUrl(file, i18n);
      if (started !== generation.current) return;
      setDraft((current) => ({ ...current, imageData: dataUrl }));
      setErrors((current) => ({
        ...current,
        imageUrl: fieldErrorsOf({ ...EMPTY_DRAFT, imageData: dataUrl }).imageUrl,
      }));
    } catch (caught) {
      if (started !== generation.current) return;
      setErrors((current) => ({ ...current, imageUrl: getErrorMessage(caught) }));
    } finally {
      if (started === generation.current) setBusy(false);
    }
  };

  /**
   * Brings back a contestant's pasted image (served at `path`) as the data URL
   * it was sent as, so that saving an edit keeps it, and its address.
   */
  const fetchBack = async (path: string) => {
    const started = generation.current;
    setBusy(true);
    try {
      const response = await fetch(path);
      if (!response.ok) throw new Error(`image answered ${response.status}`);
      const dataUrl = await blobToDataUrl(await response.blob(), i18n);
      if (started !== generation.current) return;
      setDraft((current) => ({ ...current, imageData: dataUrl }));
    } catch {
      if (started !== generation.current) return;
      setErrors((current) => ({
        ...current,
        imageUrl: t`The current image could not be loaded: paste or choose it again.`,
      }));
    } finally {
      if (started === generation.current) setBusy(false);
    }
  };

  const remove = () => {
    setDraft((current) => ({ ...current, imageData: null }));
    setErrors((current) => ({ ...current, imageUrl: undefined }));
  };

  return { busy, setBusy, take, fetchBack, remove };
}
