/**
 * Copies `text` to the clipboard and says whether it really got there. The
 * Clipboard API exists only in a secure context; a phone or laptop that
 * reaches the server at `http://<LAN address>` has none, so the old way, a
 * selection and execCommand('copy'), is tried next. Call it straight from a
 * click: both ways need the user's gesture.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (a permission, a document without focus): the selection may still work.
    }
  }
  return copyBySelection(text);
}

/**
 * execCommand('copy') on a hidden, read-only textarea holding `text`. The
 * textarea goes inside the open modal dialog, if the focus is in one: the
 * rest of the page is inert then, and nothing in it can be selected.
 */
export function copyBySelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.tabIndex = -1;
  field.setAttribute('aria-hidden', 'true');
  // Off-screen rather than hidden: a hidden field cannot hold a selection.
  Object.assign(field.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  (previous?.closest('dialog') ?? document.body).append(field);
  let copied = false;
  try {
    field.focus({ preventScroll: true });
    field.select();
    // iOS Safari selects nothing with select() alone.
    field.setSelectionRange(0, text.length);
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    field.remove();
    previous?.focus({ preventScroll: true });
  }
  return copied;
}
