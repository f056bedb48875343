import { useLingui } from '@lingui/react/macro';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import { ExpoSheet } from '#client/features/expo/expo-sheet.tsx';
import { useExpo } from '#client/features/expo/use-expo.ts';
import { PublicRoomNotFound } from '#client/features/results/public-results-screens.tsx';
import { usePublicAddress } from '#client/features/rooms/use-public-address.ts';
import { useRoomLanguageFallback } from '#client/lib/i18n/room-language-fallback.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

const goHome = () => window.location.assign('/');

/**
 * A room's expo page (/expo/<code>), for anyone, with no secret: its
 * projects by table with the QR code to vote, to show on a phone or a
 * laptop, or to print and set out at the tables.
 */
export function ExpoPage({ code }: { code: string }) {
  const { t } = useLingui();
  const read = useExpo(code);
  const address = usePublicAddress();
  const expo = read.status === 'found' ? read.found : null;
  const roomName = expo?.name ?? '';
  useRoomLanguageFallback(expo?.language);
  useDocumentTitle(expo ? t`Expo: ${roomName}` : null);

  switch (read.status) {
    case 'loading':
      return <LoadingRoom />;
    case 'not-found':
      return <PublicRoomNotFound code={code} onHome={goHome} />;
    case 'failed':
      return (
        <RoomUnavailable message={read.message} actionLabel={t`Try again`} onAction={read.retry} />
      );
    case 'found':
      return (
        <div className="page stack expo-page">
          <BrandBar />
          <ExpoSheet expo={read.found} publicUrl={address.url} addressKnown={address.loaded} />
        </div>
      );
  }
}
