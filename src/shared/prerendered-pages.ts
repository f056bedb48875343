/**
 * The pages drawn at build time (scripts/launch/prerender.ts), each with the path it
 * is served at and its file in the built client: the client hydrates them,
 * the server answers their paths with them.
 */
export const PRERENDERED_PAGE_FILES = {
  home: { path: '/', file: 'home.html' },
  join: { path: '/join', file: 'join.html' },
} as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGE_FILES;
