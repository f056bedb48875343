import { request } from '#client/lib/api-transport.ts';
import type {
  InvitedOrganiser,
  OrganiserLogEntry,
  OrganisersResponse,
} from '#shared/organisers.ts';
import { routes } from '#shared/routes.ts';

/** The calls about a room's organisers; every URL comes from the route table. */
export const organisersApi = {
  list: (roomId: string, token: string) =>
    request<OrganisersResponse>(routes.organisers.method, routes.organisers.url({ roomId }), {
      token,
    }),
  /** Answers the new organiser's secret: this once, never again. */
  invite: (roomId: string, token: string, name: string) =>
    request<InvitedOrganiser>(
      routes.inviteOrganiser.method,
      routes.inviteOrganiser.url({ roomId }),
      { token, body: name ? { name } : {} },
    ),
  revoke: (roomId: string, token: string, organiserId: string) =>
    request<void>(
      routes.revokeOrganiser.method,
      routes.revokeOrganiser.url({ roomId, organiserId }),
      { token },
    ),
  log: (roomId: string, token: string) =>
    request<{ entries: OrganiserLogEntry[] }>(
      routes.organiserLog.method,
      routes.organiserLog.url({ roomId }),
      { token },
    ),
};
