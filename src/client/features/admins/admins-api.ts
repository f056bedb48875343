import { request } from '#client/lib/api-transport.ts';
import type { AdminLogEntry, AdminsResponse, InvitedAdmin } from '#shared/admins.ts';
import { routes } from '#shared/routes.ts';

/** The calls about a room's organisers; every URL comes from the route table. */
export const adminsApi = {
  list: (roomId: string, token: string) =>
    request<AdminsResponse>(routes.admins.method, routes.admins.url({ roomId }), {
      token,
    }),
  /** Answers the new organiser's secret: this once, never again. */
  invite: (roomId: string, token: string, name: string) =>
    request<InvitedAdmin>(routes.inviteAdmin.method, routes.inviteAdmin.url({ roomId }), {
      token,
      body: name ? { name } : {},
    }),
  revoke: (roomId: string, token: string, adminId: string) =>
    request<void>(routes.revokeAdmin.method, routes.revokeAdmin.url({ roomId, adminId }), {
      token,
    }),
  log: (roomId: string, token: string) =>
    request<{ entries: AdminLogEntry[] }>(routes.adminLog.method, routes.adminLog.url({ roomId }), {
      token,
    }),
};
