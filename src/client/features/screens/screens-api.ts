import { request } from '#client/lib/api-transport.ts';
import { routes } from '#shared/routes.ts';
import type { CreatedScreen, ScreensResponse } from '#shared/screens.ts';

/** The calls about a room's screen links; every URL comes from the route table. */
export const screensApi = {
  list: (roomId: string, token: string) =>
    request<ScreensResponse>(routes.screens.method, routes.screens.url({ roomId }), { token }),
  /** Answers the new screen link's secret: this once, never again. */
  create: (roomId: string, token: string, name: string) =>
    request<CreatedScreen>(routes.createScreen.method, routes.createScreen.url({ roomId }), {
      token,
      body: name ? { name } : {},
    }),
  revoke: (roomId: string, token: string, screenId: string) =>
    request<void>(routes.revokeScreen.method, routes.revokeScreen.url({ roomId, screenId }), {
      token,
    }),
};
