import { request } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';
import type { Language } from '#shared/languages.ts';
import { routes } from '#shared/routes.ts';

/** The organiser's call that sets the room's language; the URL comes from the route table. */
export const roomLanguageApi = {
  set: (roomId: string, token: string, language: Language) =>
    request<{ room: Room }>(routes.roomLanguage.method, routes.roomLanguage.url({ roomId }), {
      token,
      body: { language },
    }),
};
