// The demo's contestant pictures, drawn here rather than downloaded: a
// gradient and a shape per contestant, as PNG data a browser shows like a
// pasted image. NOTE: the PNG format, https://www.w3.org/TR/png-3/
import { crc32, deflateSync } from 'node:zlib';

/** The contestant card's shape (16:10), at twice its size on a phone. */
const WIDTH = 320;
const HEIGHT = 200;

type Rgb = readonly [number, number, number];

/** A colour of three-quarters saturation and the lightness given, from a hue in degrees. */
function hsl(hue: number, lightness: number): Rgb {
  const amplitude = 0.75 * Math.min(lightness, 1 - lightness);
  const part = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [part(0), part(8), part(4)];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** An 8-bit RGB PNG of `pixel(x, y)` for every pixel. */
function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, adaptive filters, no interlace
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height); // each row's filter byte stays 0: none
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * rowBytes + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** Whether (x, y), relative to the shape's centre, falls inside the n-th kind of shape. */
function insideShape(n: number, dx: number, dy: number, size: number): boolean {
  const distance = Math.hypot(dx, dy);
  switch (n % 4) {
    case 0:
      return distance < size; // a disc
    case 1:
      return distance < size && distance > size * 0.6; // a ring
    case 2:
      return Math.abs(dx) + Math.abs(dy) < size * 1.2; // a diamond
    default:
      return Math.abs(dx) < size * 0.85 && Math.abs(dy) < size * 0.85; // a square
  }
}

/** The n-th contestant's picture, as a `data:image/png;base64,…` image URL. */
export function demoPicture(n: number, of: number): string {
  const hue = (n * 360) / of;
  const from = hsl(hue, 0.55);
  const to = hsl(hue + 50, 0.3);
  const shape = hsl(hue + 180, 0.85);
  const centreX = WIDTH * (0.3 + 0.4 * ((n * 7) % 5) * 0.25);
  const centreY = HEIGHT / 2;
  const size = HEIGHT * 0.28;
  const png = encodePng(WIDTH, HEIGHT, (x, y) =>
    insideShape(n, x - centreX, y - centreY, size)
      ? shape
      : mix(from, to, (x / WIDTH + y / HEIGHT) / 2),
  );
  return `data:image/png;base64,${png.toString('base64')}`;
}
