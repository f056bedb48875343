import { Trans, useLingui } from '@lingui/react/macro';
import { JoinQr } from '#client/components/join-qr.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { joinLink, resultsPath } from '#client/lib/links.ts';
import type { Expo } from '#shared/expo.ts';
import { formatRoomCode } from '#shared/room-code.ts';
import { ExpoProjectRow } from './expo-project.tsx';
import './expo.css';
import './expo-print.css';

/**
 * The expo page's sheet, on screen and on paper: the room's name, title and
 * code, the QR code of its join link and Print; then its projects by table.
 * Once voting has ended nobody joins: the codes go, a link to the results
 * comes.
 */
export function ExpoSheet({
  expo,
  publicUrl,
  addressKnown,
}: {
  expo: Expo;
  /** The address phones reach the server at. */
  publicUrl: string;
  /** False until the server has said its public address: no QR code of a guess. */
  addressKnown: boolean;
}) {
  const { t, i18n } = useLingui();
  const open = expo.status !== 'ended';
  const joinUrl = joinLink(publicUrl, expo.code);
  const joinAddress = joinUrl.replace(/^https?:\/\//, '');
  const roomCode = formatRoomCode(expo.code);
  const roomName = expo.name;
  const qrLabel = t`QR code to join ${roomName}`;
  const count = expo.projects.length;
  const projectCount = formatNumber(count, i18n.locale);
  const shownJoinUrl = open && addressKnown ? joinUrl : null;

  return (
    <main className="stack expo-sheet">
      <section className="card expo-head" aria-labelledby="expo-name">
        <div className="expo-head__text">
          <p className="eyebrow">
            <Trans comment="Above the room's name on its expo page: the projects at their tables">
              Expo
            </Trans>
          </p>
          <h1 id="expo-name" className="expo-head__name">
            {expo.name}
          </h1>
          <p className="expo-head__title">{expo.title}</p>
          <p className="expo-head__code">
            <Trans>
              Room code <strong className="expo-head__code-value">{roomCode}</strong>
            </Trans>
          </p>
          {open ? (
            <p className="expo-head__join">
              <Trans>
                Scan the code to vote, or go to{' '}
                <a className="expo-head__join-url" href={joinUrl}>
                  {joinAddress}
                </a>
              </Trans>
            </p>
          ) : (
            <p className="expo-head__join">
              <Trans>
                Voting has ended. <a href={resultsPath(expo.code)}>See the results</a>
              </Trans>
            </p>
          )}
          <div className="row expo-head__actions">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              <Trans context="print the page">Print</Trans>
            </button>
            {open && (
              <a className="button button--secondary" href={joinUrl}>
                <Trans>Join to vote</Trans>
              </a>
            )}
          </div>
        </div>
        {open && <JoinQr className="expo-qr" joinUrl={shownJoinUrl} roomName={roomName} />}
      </section>
      <section className="stack expo-projects" aria-labelledby="expo-projects-title">
        <h2 id="expo-projects-title" className="section-title">
          <Trans>Projects by table ({projectCount})</Trans>
        </h2>
        {count === 0 ? (
          <p className="muted">
            <Trans>No projects yet: the organiser has not added any.</Trans>
          </p>
        ) : (
          <ol className="expo-list">
            {expo.projects.map((project) => (
              <ExpoProjectRow
                key={project.id}
                project={project}
                joinUrl={shownJoinUrl}
                qrLabel={qrLabel}
              />
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}
