import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { ExternalIcon, ZoomIcon } from '#client/components/icons.tsx';
import type { Contestant } from '#shared/api.ts';
import { isHttpUrl } from '#shared/urls.ts';
import { ImageLightbox } from './contestant-lightbox.tsx';
import { contestantInitial, placeholderGradient } from './contestant-placeholder.ts';
import './contestant-card.css';

/**
 * One contestant: image (click to enlarge), its table at the expo (when it
 * has one), name, blurb and a View Demo link; below them, `actions` (the
 * organiser's buttons), if any.
 */
export function ContestantCard({
  contestant,
  actions,
}: {
  contestant: Contestant;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const { name, blurb, imageUrl, demoUrl } = contestant;
  const contestantName = name;
  // A table's number is its label, as painted on the table: no thousands separator.
  const table = contestant.tableNumber === null ? null : String(contestant.tableNumber);
  const titleId = useId();
  const newTabId = useId();
  const [enlarged, setEnlarged] = useState(false);
  // The URL whose image failed to load; a new URL gets a fresh try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && imageUrl !== brokenUrl;
  const demoHref = demoUrl && isHttpUrl(demoUrl) ? demoUrl : null;

  return (
    <article className="contestant-card" aria-labelledby={titleId}>
      {imageUrl && showImage ? (
        <button
          type="button"
          className="contestant-card__media contestant-card__zoom-button"
          aria-label={t`Enlarge image of ${contestantName}`}
          onClick={() => setEnlarged(true)}
        >
          <img
            className="contestant-card__image"
            src={imageUrl}
            alt={name}
            loading="lazy"
            decoding="async"
            onError={() => setBrokenUrl(imageUrl)}
          />
          <span className="contestant-card__zoom-icon" aria-hidden="true">
            <ZoomIcon size={18} />
          </span>
        </button>
      ) : (
        <div
          className="contestant-card__media contestant-card__placeholder"
          style={{ backgroundImage: placeholderGradient(contestant.id || name) }}
          aria-hidden="true"
        >
          <span className="contestant-card__initial">{contestantInitial(name)}</span>
        </div>
      )}
      <div className="contestant-card__body">
        {table && (
          <p className="badge contestant-card__table">
            <Trans comment="A project's numbered table at an expo">Table {table}</Trans>
          </p>
        )}
        <h3 id={titleId} className="contestant-card__name">
          {name}
        </h3>
        {blurb && <p className="contestant-card__blurb">{blurb}</p>}
        {demoHref && (
          <a
            className="button button--secondary button--small contestant-card__demo"
            href={demoHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            <Trans>View Demo</Trans>
            <ExternalIcon size={16} />
            <span id={newTabId} hidden>
              <Trans>Opens in a new tab</Trans>
            </span>
          </a>
        )}
      </div>
      {actions}
      {enlarged && imageUrl && (
        <ImageLightbox src={imageUrl} name={name} onClose={() => setEnlarged(false)} />
      )}
    </article>
  );
}
