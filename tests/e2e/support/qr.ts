import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The text of the QR code in a screenshot of `target`, read from its pixels
 * as a phone's camera would (not from any attribute); null when none reads.
 */
export async function readQrCode(target: Page | Locator): Promise<string | null> {
  const png = PNG.sync.read(await target.screenshot());
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}
