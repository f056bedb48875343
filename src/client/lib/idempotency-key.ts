/**
 * A fresh idempotency key for a join or a new room: 128 random bits, URL-safe
 * base64 (22 characters). `crypto.getRandomValues`, unlike `randomUUID`, is
 * there on the venue's plain-HTTP Wi-Fi too (not a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
