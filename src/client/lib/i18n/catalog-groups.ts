/**
 * The catalogs of each language, by the screens that need them: a phone's
 * first load carries only `start`; the ballot, the organiser's screens and the
 * big screen bring theirs with their own chunk. Read by lingui.config.ts (which
 * files' messages each catalog holds) and by the client (which to load).
 */
export const CATALOG_GROUPS = {
  /** Home, join and what every page shows (brand bar, connection, language). */
  start: {
    include: [
      'src/client/main.tsx',
      'src/client/app/app.tsx',
      'src/client/app/app-root.tsx',
      'src/client/app/home-page.tsx',
      'src/client/app/join-page.tsx',
      'src/client/app/error-boundary.tsx',
      'src/client/app/recovery-screen.tsx',
      'src/client/app/use-screen.ts',
      'src/client/components/',
      'src/client/lib/',
      'src/client/features/rooms/',
    ],
    /** Worded in the groups of the screens that show them, not in every first load. */
    exclude: ['src/client/lib/refusal-wording.ts', 'src/client/lib/validation-wording.ts'],
  },
  /** The phone in a room: ballot, results, the public results and recount pages. */
  phone: {
    include: [
      'src/client/app/voting-page.tsx',
      'src/client/app/voting-page-chunk.tsx',
      'src/client/app/award-voting.tsx',
      'src/client/app/public-results-page.tsx',
      'src/client/features/ballot/',
      'src/client/features/ballot-record/',
      'src/client/features/results/',
      'src/client/features/standing/',
      'src/client/features/timer/',
      'src/client/lib/refusal-wording.ts',
      'src/client/lib/validation-wording.ts',
    ],
  },
  /** The organiser's dashboard and everything on it. */
  organiser: {
    include: [
      'src/client/app/admin-page.tsx',
      'src/client/app/admin-people.tsx',
      'src/client/features/admins/',
      'src/client/features/award-tabs/',
      'src/client/features/awards/',
      'src/client/features/contestants/',
      'src/client/features/dashboard/',
      'src/client/features/files/',
      'src/client/features/judges/',
      'src/client/features/rehearsal/',
      'src/client/features/remote/',
      'src/client/features/screens/',
    ],
  },
  /** The big screen: the presenter view and screen links, in the room's language. */
  screen: {
    include: [
      'src/client/app/big-screen.tsx',
      'src/client/app/presenter-page.tsx',
      'src/client/app/screen-page.tsx',
      'src/client/features/presenter/',
      'src/client/features/reveal/',
    ],
  },
} as const satisfies Record<string, { include: readonly string[]; exclude?: readonly string[] }>;

export type CatalogGroup = keyof typeof CATALOG_GROUPS;
