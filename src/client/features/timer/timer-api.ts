import { request } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

/** The organiser's calls about the timer that ends voting by itself. */
export const timerApi = {
  start: (roomId: string, token: string, seconds: number) =>
    request<{ room: Room }>(routes.startTimer.method, routes.startTimer.url({ roomId }), {
      token,
      body: { seconds },
    }),
  cancel: (roomId: string, token: string) =>
    request<{ room: Room }>(routes.cancelTimer.method, routes.cancelTimer.url({ roomId }), {
      token,
    }),
};
