import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IMAGE_DATA_URL_MAX_BYTES } from '#shared/constants.ts';
import { dataUrlByteSize, encodingAttempts, fitWithin, formatBytes } from './image-paste.ts';

// Browser-only: canvas, image decoding, FileReader. The pure sizing rules are
// in image-paste.ts, where unit tests reach them.

type DrawableImage = { source: CanvasImageSource; width: number; height: number; done(): void };

async function decodeImage(file: Blob, i18n: I18n): Promise<DrawableImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        done: () => bitmap.close(),
      };
    } catch {
      // Fall through to <img>, which decodes a few formats bitmaps do not.
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new Error(i18n._(msg`That image could not be read. Try a PNG, JPEG, GIF or WebP image.`));
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    done: () => URL.revokeObjectURL(url),
  };
}

let webpSupport: boolean | undefined;

/** Whether this browser's canvas can encode WebP (Safari cannot). */
function canEncodeWebp(): boolean {
  if (webpSupport === undefined) {
    const probe = document.createElement('canvas');
    probe.width = 1;
    probe.height = 1;
    webpSupport = probe.toDataURL('image/webp').startsWith('data:image/webp');
  }
  return webpSupport;
}

function canvasToBlob(
  canvas: HTMLCanvasElement,
  type: string,
  quality: number,
  i18n: I18n,
): Promise<Blob> {
  const failed = () => new Error(i18n._(msg`The image could not be encoded.`));
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(failed())), type, quality);
  });
}

export function blobToDataUrl(blob: Blob, i18n: I18n): Promise<string> {
  const unread = () => new Error(i18n._(msg`The image could not be read.`));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(unread());
    reader.onerror = () => reject(reader.error ?? unread());
    reader.readAsDataURL(blob);
  });
}

/**
 * Reads a pasted or chosen image file, downscales it to fit within 1024 px,
 * and encodes it as WebP (JPEG where WebP encoding is missing) at ~0.85
 * quality, stepping quality and size down until it fits within
 * IMAGE_DATA_URL_MAX_BYTES. Resolves to a `data:image/...;base64,` URL.
 */
export async function imageFileToDataUrl(
  file: File,
  i18n: I18n,
  maxBytes: number = IMAGE_DATA_URL_MAX_BYTES,
): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error(i18n._(msg`That file is not an image.`));
  const image = await decodeImage(file, i18n);
  try {
    if (!(image.width > 0 && image.height > 0)) {
      throw new Error(i18n._(msg`That image is empty.`));
    }
    const type = canEncodeWebp() ? 'image/webp' : 'image/jpeg';
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new Error(i18n._(msg`This browser cannot process pasted images.`));
    let drawnSide = 0;
    for (const attempt of encodingAttempts()) {
      if (attempt.maxSide !== drawnSide) {
        const size = fitWithin(image.width, image.height, attempt.maxSide);
        canvas.width = size.width;
        canvas.height = size.height;
        context.clearRect(0, 0, size.width, size.height);
        if (type === 'image/jpeg') {
          // JPEG has no transparency: put transparent areas on white, not black.
          context.fillStyle = '#ffffff';
          context.fillRect(0, 0, size.width, size.height);
        }
        context.imageSmoothingEnabled = true;
        context.imageSmoothingQuality = 'high';
        context.drawImage(image.source, 0, 0, size.width, size.height);
        drawnSide = attempt.maxSide;
      }
      const blob = await canvasToBlob(canvas, type, attempt.quality, i18n);
      if (blob.size <= maxBytes) {
        const dataUrl = await blobToDataUrl(blob, i18n);
        if (dataUrlByteSize(dataUrl) <= maxBytes) return dataUrl;
      }
    }
    const limit = formatBytes(maxBytes, i18n);
    throw new Error(
      i18n._(
        msg`That image is too large to keep inline (over ${limit} even when shrunk). Use an image link instead.`,
      ),
    );
  } finally {
    image.done();
  }
}
