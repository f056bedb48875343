import type { SyntheticEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { keepOpenWhile } from './use-modal-dialog.ts';

/** A dialog's cancel event, as far as keepOpenWhile reads it. */
function cancelEvent() {
  let prevented = false;
  const event = {
    preventDefault: () => {
      prevented = true;
    },
  } as SyntheticEvent<HTMLDialogElement>;
  return { event, prevented: () => prevented };
}

describe('keepOpenWhile', () => {
  it('keeps the dialog open on Escape while a call is on its way', () => {
    const cancel = cancelEvent();
    keepOpenWhile(true)(cancel.event);
    expect(cancel.prevented()).toBe(true);
  });

  it('lets Escape close the dialog otherwise', () => {
    const cancel = cancelEvent();
    keepOpenWhile(false)(cancel.event);
    expect(cancel.prevented()).toBe(false);
  });
});
