/**
 * The catalogs of each language, by the screens that need them: a phone's
 * first load carries only `start`; the ballot, the organiser's screens and the
 * big screen bring theirs with their own chunk, each with the messages of the
 * shared components and modules they may show. Read by lingui.config.ts (which
 * files' messages each catalog holds) and by the client (which to load).
 */
/**
 * The modules of the first load (home and join) that write messages: their
 * catalog, `start`, is built into the first load, the English one beside the
 * code. A test holds this list to what the build puts in the first load.
 */
export const FIRST_LOAD = [
  'src/client/app/home-page.tsx',
  'src/client/app/join-page.tsx',
  'src/client/app/recovery-screen.tsx',
  'src/client/components/language-switcher.tsx',
  'src/client/components/room-states.tsx',
  'src/client/features/rooms/join-errors.ts',
  'src/client/features/rooms/join-form.tsx',
] as const;

/** What every screen after the first may show: each later group holds their messages too. */
const SHARED = ['src/client/components/', 'src/client/lib/', 'src/client/features/rooms/'];

/** The wording of the server's refusals and of the forms' issues: a group of its own, every later screen's. */
const REFUSALS = ['src/client/lib/refusal-wording.ts', 'src/client/lib/validation-wording.ts'];

/** What a later group leaves to others: the first load's modules, and the refusals. */
const LATER_EXCLUDE = [...FIRST_LOAD, ...REFUSALS];

export const CATALOG_GROUPS = {
  /** Home, join and what every page shows (brand bar, language), in the first load. */
  start: { include: FIRST_LOAD },
  /** The phone in a room: ballot, results, the public results and recount pages. */
  phone: {
    include: [
      'src/client/app/voting-page.tsx',
      'src/client/app/award-voting.tsx',
      'src/client/app/public-results-page.tsx',
      'src/client/app/expo-page.tsx',
      // The public expo page, and the dashboard's Number tables and Expo page.
      'src/client/features/expo/',
      // The award tabs of a phone's ballot.
      'src/client/features/award-tabs/',
      'src/client/features/ballot/',
      'src/client/features/ballot-record/',
      // An expo judge's route and ranking, in place of an award's ballot.
      'src/client/features/expo-judge/',
      'src/client/features/results/',
      'src/client/features/standing/',
      'src/client/features/timer/',
      ...SHARED,
    ],
    exclude: LATER_EXCLUDE,
  },
  /** The organiser's dashboard and everything on it. */
  organiser: {
    include: [
      'src/client/app/admin-page.tsx',
      'src/client/app/admin-aside.tsx',
      'src/client/app/admin-people.tsx',
      'src/client/features/admins/',
      'src/client/features/awards/',
      'src/client/features/contestants/',
      'src/client/features/dashboard/',
      'src/client/features/files/',
      'src/client/features/judges/',
      'src/client/features/judging/',
      'src/client/features/rehearsal/',
      'src/client/features/remote/',
      'src/client/features/room-language/',
      'src/client/features/screens/',
      ...SHARED,
    ],
    exclude: LATER_EXCLUDE,
  },
  /** The server's refusals and the forms' issues, in words: loaded with every later group. */
  refusals: { include: REFUSALS },
  /** The big screen: the presenter view and screen links, in the room's language. */
  screen: {
    include: [
      'src/client/app/big-screen.tsx',
      'src/client/app/presenter-page.tsx',
      'src/client/app/screen-page.tsx',
      'src/client/features/presenter/',
      'src/client/features/reveal/',
      ...SHARED,
    ],
    exclude: LATER_EXCLUDE,
  },
} as const satisfies Record<string, { include: readonly string[]; exclude?: readonly string[] }>;

export type CatalogGroup = keyof typeof CATALOG_GROUPS;
