import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A link that carries a secret, as its dialog names it. */
export type SecretLinkKind = 'organiser link' | 'judge link' | 'team link' | 'screen link';

/** What a copy button copies: a secret link, the room code, or another link. */
export type CopiedThing = SecretLinkKind | 'room code' | 'join link' | 'screen link for a stream';

/** The name of what is copied, as a field's label says it ("Room code", "Judge link"). */
export function copiedThingLabel(i18n: I18n, thing: CopiedThing): string {
  switch (thing) {
    case 'organiser link':
      return i18n._(msg`Organiser link`);
    case 'judge link':
      return i18n._(msg`Judge link`);
    case 'team link':
      return i18n._(msg`Team link`);
    case 'screen link':
      return i18n._(msg`Screen link`);
    case 'room code':
      return i18n._(msg`Room code`);
    case 'join link':
      return i18n._(msg`Join link`);
    case 'screen link for a stream':
      return i18n._(msg`Screen link for a stream`);
  }
}

/** The title of the dialog that shows `thing` to copy by hand ("Copy the room code"). */
export function copyByHandTitle(i18n: I18n, thing: CopiedThing): string {
  switch (thing) {
    case 'organiser link':
      return i18n._(msg`Copy the organiser link`);
    case 'judge link':
      return i18n._(msg`Copy the judge link`);
    case 'team link':
      return i18n._(msg`Copy the team link`);
    case 'screen link':
      return i18n._(msg`Copy the screen link`);
    case 'room code':
      return i18n._(msg`Copy the room code`);
    case 'join link':
      return i18n._(msg`Copy the join link`);
    case 'screen link for a stream':
      return i18n._(msg`Copy the screen link for a stream`);
  }
}

/** The accessible name of a secret link's QR code: what it is, and whose. */
export function secretLinkQrLabel(i18n: I18n, kind: SecretLinkKind, forWhom: string): string {
  switch (kind) {
    case 'organiser link':
      return i18n._(msg`QR code of the organiser link for ${forWhom}`);
    case 'judge link':
      return i18n._(msg`QR code of the judge link for ${forWhom}`);
    case 'team link':
      return i18n._(msg`QR code of the team link for ${forWhom}`);
    case 'screen link':
      return i18n._(msg`QR code of the screen link for ${forWhom}`);
  }
}

/** What a screen reader hears once a secret link is copied. */
export function secretLinkCopied(i18n: I18n, kind: SecretLinkKind): string {
  switch (kind) {
    case 'organiser link':
      return i18n._(msg`Organiser link copied`);
    case 'judge link':
      return i18n._(msg`Judge link copied`);
    case 'team link':
      return i18n._(msg`Team link copied`);
    case 'screen link':
      return i18n._(msg`Screen link copied`);
  }
}
