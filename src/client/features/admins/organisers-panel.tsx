import { useId, useState } from 'react';
import type { ConnectionStatus } from '#client/lib/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Organiser } from '#shared/organisers.ts';
import { InviteOrganiserDialog } from './invite-organiser-dialog.tsx';
import { OrganiserLog } from './organiser-log.tsx';
import { RevokeOrganiserDialog } from './revoke-organiser-dialog.tsx';
import { useOrganisers } from './use-organisers.ts';
import './organisers-panel.css';

const ROLE_LABEL: Record<Organiser['role'], string> = {
  owner: 'Owner',
  co_organiser: 'Co-organiser',
};

/** One organiser device: its name, its role, whether it is this one, and Revoke for the owner. */
function OrganiserItem({
  organiser,
  you,
  canRevoke,
  onRevoke,
}: {
  organiser: Organiser;
  you: boolean;
  canRevoke: boolean;
  onRevoke: () => void;
}) {
  const nameId = useId();
  return (
    <li className="organiser-item">
      <span id={nameId} className="organiser-name">
        {organiser.name}
      </span>
      <span className="organiser-badges">
        <span className={organiser.role === 'owner' ? 'badge' : 'badge badge--ended'}>
          {ROLE_LABEL[organiser.role]}
        </span>
        {you && <span className="badge badge--success">This device</span>}
      </span>
      {canRevoke && (
        <button
          type="button"
          className="button button--ghost button--small organiser-revoke"
          aria-describedby={nameId}
          onClick={onRevoke}
        >
          Revoke
        </button>
      )}
    </li>
  );
}

/**
 * Organisers: the devices that may run this room, with Invite co-organiser
 * and Revoke for the owner, and the organiser log.
 */
export function OrganisersPanel({
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
  const organisers = useOrganisers(session, changes, status);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Organiser | null>(null);
  const { isOwner } = organisers;

  return (
    <section className="card stack organisers-panel" aria-labelledby="organisers-title">
      <div className="row organisers-panel__header">
        <h2 id="organisers-title" className="section-title">
          Organisers
        </h2>
        <span className="spacer" />
        {isOwner && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setInviting(true)}
          >
            Invite co-organiser
          </button>
        )}
      </div>
      {organisers.error && (
        <p className="error-box" role="alert">
          {organisers.error}
        </p>
      )}
      <ul className="organiser-list" aria-label="Organiser devices">
        {organisers.organisers.map((organiser) => (
          <OrganiserItem
            key={organiser.id}
            organiser={organiser}
            you={organiser.id === organisers.youId}
            canRevoke={isOwner && organiser.role === 'co_organiser'}
            onRevoke={() => setRevoking(organiser)}
          />
        ))}
      </ul>
      <OrganiserLog entries={organisers.log} />

      {isOwner && (
        <>
          <InviteOrganiserDialog
            open={inviting}
            roomId={session.roomId}
            publicUrl={publicUrl}
            onInvite={organisers.invite}
            onClose={() => setInviting(false)}
          />
          <RevokeOrganiserDialog
            organiser={revoking}
            onRevoke={organisers.revoke}
            onClose={() => setRevoking(null)}
          />
        </>
      )}
    </section>
  );
}
