import type { ErrorResponse } from '#shared/api.ts';
import type {
  InvitedOrganiser,
  OrganiserLogEntry,
  OrganisersResponse,
} from '#shared/organisers.ts';
import { routes } from '#shared/routes.ts';
import type { ApiClient } from './api-client.ts';

/** The organiser routes, called through the real API as the tests' ApiClient calls the others. */
export function organisersApi(api: ApiClient) {
  return {
    list: (roomId: string, token?: string) =>
      api.request<OrganisersResponse & ErrorResponse>(
        routes.organisers.method,
        routes.organisers.url({ roomId }),
        { token },
      ),
    /** Invites a co-organiser; `body` is sent as it is (`{}`, no name, when left out). */
    invite: (roomId: string, token: string | undefined, body: unknown = {}) =>
      api.request<InvitedOrganiser & ErrorResponse>(
        routes.inviteOrganiser.method,
        routes.inviteOrganiser.url({ roomId }),
        { token, body },
      ),
    revoke: (roomId: string, token: string | undefined, organiserId: string) =>
      api.request<ErrorResponse | undefined>(
        routes.revokeOrganiser.method,
        routes.revokeOrganiser.url({ roomId, organiserId }),
        { token },
      ),
    log: (roomId: string, token?: string) =>
      api.request<{ entries: OrganiserLogEntry[] } & ErrorResponse>(
        routes.organiserLog.method,
        routes.organiserLog.url({ roomId }),
        { token },
      ),
  };
}
