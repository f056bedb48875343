import { z } from 'zod';

// NOTE: zod probes for `new Function` when it builds its first object schema,
// to compile faster parsers. The Content-Security-Policy forbids eval, so in a
// browser the probe is a CSP violation in the console. Imported before any
// shared module that builds schemas (`#shared/schemas.ts`, `#shared/organisers.ts`,
// `#shared/room-export.ts`...) by every module that imports one, whatever order a
// page imports features in, this turns the probe off; zod then parses as well, a
// little slower, which a form of a few fields never notices.
// https://zod.dev/packages/core#jitless
z.config({ jitless: true });
