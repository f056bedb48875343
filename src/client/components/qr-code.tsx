import { useEffect, useState } from 'react';

type Matrix = { size: number; path: string };

/** How long to wait before loading the QR code module again after a failed load. */
const RETRY_MS = 3000;

/** Modules of quiet zone around the code, as scanners expect. */
const QUIET_ZONE = 4;

/** Draws a QR code's dark modules as one SVG path, a 1×1 square each. */
async function qrMatrix(text: string): Promise<Matrix> {
  // Loaded on demand: only the organiser's screens show a QR code.
  const { default: QRCode } = await import('qrcode');
  // A task of its own: the code is some milliseconds of work, not to be added
  // to whatever task the import happened to finish in (a dashboard's first render).
  await new Promise((next) => setTimeout(next, 0));
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path };
}

/** The codes drawn on this page, by text: a page that shows one link many times draws it once. */
const drawn = new Map<string, Promise<Matrix>>();

function matrixOf(text: string): Promise<Matrix> {
  let matrix = drawn.get(text);
  if (!matrix) {
    matrix = qrMatrix(text);
    drawn.set(text, matrix);
    // A failed load is tried afresh next time.
    matrix.catch(() => drawn.delete(text));
  }
  return matrix;
}

/**
 * A QR code of a link, as SVG: dark on white with a quiet zone, whatever
 * the theme, so that phones read it off a projector.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  /** The accessible name; it says this is a QR code and what it opens. */
  label: string;
  className?: string;
}) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let cancelled = false;
    let retry: number | undefined;
    const draw = () => {
      matrixOf(text).then(
        (next) => {
          if (!cancelled) setMatrix(next);
        },
        // The code's module could not be fetched (a dropped venue network): try again later.
        () => {
          if (!cancelled) retry = window.setTimeout(draw, RETRY_MS);
        },
      );
    };
    draw();
    return () => {
      cancelled = true;
      window.clearTimeout(retry);
    };
  }, [text]);

  if (!matrix) return <div className={className} role="img" aria-label={label} aria-busy="true" />;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-qr-text={text}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  );
}
