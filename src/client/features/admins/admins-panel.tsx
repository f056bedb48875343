import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Admin } from '#shared/admins.ts';
import { AdminLog } from './admin-log.tsx';
import { InviteAdminDialog } from './invite-admin-dialog.tsx';
import { RevokeAdminDialog } from './revoke-admin-dialog.tsx';
import { useAdmins } from './use-admins.ts';
import '#client/components/list-row.css';
import './admins-panel.css';

const ROLE_LABEL: Record<Admin['role'], MessageDescriptor> = {
  owner: msg`Owner`,
  co_admin: msg`Co-organiser`,
};

/** One organiser device: its name, its role, whether it is this one, and Revoke for the owner. */
function AdminItem({
  admin,
  you,
  canRevoke,
  onRevoke,
}: {
  admin: Admin;
  you: boolean;
  canRevoke: boolean;
  onRevoke: () => void;
}) {
  const nameId = useId();
  const { i18n } = useLingui();
  return (
    <li className="list-row admin-item">
      <span id={nameId} className="admin-name">
        {admin.name}
      </span>
      <span className="admin-badges">
        <span className={admin.role === 'owner' ? 'badge' : 'badge badge--ended'}>
          {i18n._(ROLE_LABEL[admin.role])}
        </span>
        {you && (
          <span className="badge badge--success">
            <Trans>This device</Trans>
          </span>
        )}
      </span>
      {canRevoke && (
        <button
          type="button"
          className="button button--ghost button--small admin-revoke"
          aria-describedby={nameId}
          onClick={onRevoke}
        >
          <Trans>Revoke</Trans>
        </button>
      )}
    </li>
  );
}

/**
 * Organisers: the devices that may run this room, with Invite co-organiser
 * and Revoke for the owner, and the organiser log.
 */
export function AdminsPanel({
  session,
  changes,
  status,
  publicUrl,
}: {
  session: AdminSession;
  /** Counts the live room's changes to organisers and their log; each asks for a new read. */
  changes: number;
  status: ConnectionStatus;
  publicUrl: string;
}) {
  const admins = useAdmins(session, changes, status);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Admin | null>(null);
  const { isOwner } = admins;
  const { t } = useLingui();

  return (
    <section className="card stack admins-panel" aria-labelledby="admins-title">
      <div className="row admins-panel__header">
        <h2 id="admins-title" className="section-title">
          <Trans>Organisers</Trans>
        </h2>
        <span className="spacer" />
        {isOwner && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setInviting(true)}
          >
            <Trans>Invite co-organiser</Trans>
          </button>
        )}
      </div>
      {admins.error && (
        <p className="error-box" role="alert">
          {admins.error}
        </p>
      )}
      <ul className="plain-list" aria-label={t`Organiser devices`}>
        {admins.admins.map((admin) => (
          <AdminItem
            key={admin.id}
            admin={admin}
            you={admin.id === admins.youId}
            canRevoke={isOwner && admin.role === 'co_admin'}
            onRevoke={() => setRevoking(admin)}
          />
        ))}
      </ul>
      <AdminLog entries={admins.log} />

      {isOwner && (
        <>
          <InviteAdminDialog
            open={inviting}
            roomId={session.roomId}
            publicUrl={publicUrl}
            onInvite={admins.invite}
            onClose={() => setInviting(false)}
          />
          <RevokeAdminDialog
            admin={revoking}
            onRevoke={admins.revoke}
            onClose={() => setRevoking(null)}
          />
        </>
      )}
    </section>
  );
}
