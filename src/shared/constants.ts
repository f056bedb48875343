/** Points for a 1st-place ranking. */
export const FIRST_PLACE = 3;
/** Points for a 2nd-place ranking. */
export const SECOND_PLACE = 2;
/** Points for a 3rd-place ranking. */
export const THIRD_PLACE = 1;

/** Points by 1-based rank: index 0 is rank 1. */
export const POINTS_BY_RANK = [FIRST_PLACE, SECOND_PLACE, THIRD_PLACE] as const;

/** How many contestants one ballot may rank. */
export const MAX_RANKINGS = 3;

export const ROOM_CODE_LENGTH = 10;
export const ROOM_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const ROOM_NAME_MAX_LENGTH = 20;
export const ROOM_TITLE_MAX_LENGTH = 120;

export const PARTICIPANT_NAME_MAX_LENGTH = 40;
export const CONTESTANT_NAME_MAX_LENGTH = 80;
export const CONTESTANT_BLURB_MAX_LENGTH = 500;
export const URL_MAX_LENGTH = 2048;

/**
 * Largest pasted image kept inline, in decoded bytes. A phone screenshot
 * downscaled to 1024 px as JPEG or WebP fits well within it; the client
 * downscales before sending.
 */
export const IMAGE_DATA_URL_MAX_BYTES = 256 * 1024;
export const IMAGE_DATA_URL_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Latest ballots shown in the admin's activity panel. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** Participants the organiser's list shows per page, and the most one read may ask for. */
export const PARTICIPANT_PAGE_SIZE = 50;
export const PARTICIPANT_PAGE_MAX = 200;
/** Longest search text for a room's participants. */
export const PARTICIPANT_SEARCH_MAX_LENGTH = 100;

/** Most awards a room may hold, and the longest award name. */
export const MAX_AWARDS_PER_ROOM = 20;
export const AWARD_NAME_MAX_LENGTH = 40;
/** The award every room starts with: its main vote. */
export const FIRST_AWARD_NAME = 'Overall';

/**
 * Who votes in an award: everyone (judges and participants alike, the
 * default), judges only, the audience only, or judges and audience with
 * their results blended by the judges' weight.
 */
export const AWARD_VOTERS = ['everyone', 'judges', 'audience', 'judges_and_audience'] as const;
export type AwardVoters = (typeof AWARD_VOTERS)[number];
/** How the award dialog names each choice of who votes. */
export const AWARD_VOTERS_LABELS: Record<AwardVoters, string> = {
  everyone: 'Everyone',
  judges: 'Judges only',
  audience: 'Audience only',
  judges_and_audience: 'Judges and audience',
};
/**
 * How an award is voted: a top three on every phone (the default), or an
 * expo, where each judge walks a route of projects at their tables and ranks
 * everything they saw.
 */
export const AWARD_FORMATS = ['top_three', 'expo'] as const;
export type AwardFormat = (typeof AWARD_FORMATS)[number];
/** How many projects an expo judge's route holds: the organiser's choice, 10 when left out. */
export const DEFAULT_ROUTE_SIZE = 10;
export const MIN_ROUTE_SIZE = 2;
export const MAX_ROUTE_SIZE = 30;
/** A stop on an expo judge's route: still to see, seen, or found absent from its table. */
export const ROUTE_STOP_STATUSES = ['planned', 'seen', 'absent'] as const;
export type RouteStopStatus = (typeof ROUTE_STOP_STATUSES)[number];
/** How many judges must report a project absent before the organiser is told and routes skip it. */
export const ABSENT_REPORTS_TO_TELL = 2;
/** A project seen by fewer judges than this is flagged in an expo's results. */
export const EXPO_MIN_JUDGES = 2;
/** The highest table number an expo may give. */
export const MAX_TABLE_NUMBER = 9999;

/** The judges' weight of a new award of judges and audience, in percent. */
export const DEFAULT_JUDGES_WEIGHT = 50;

/** Most judges a room may have, and the longest judge name. */
export const MAX_JUDGES_PER_ROOM = 50;
export const JUDGE_NAME_MAX_LENGTH = 40;
/** Most team links one contestant may have (each showing of the link makes one). */
export const MAX_TEAM_LINKS_PER_CONTESTANT = 20;

/** Most contestants a room may hold. */
export const MAX_CONTESTANTS_PER_ROOM = 200;

export const COPY_FEEDBACK_MS = 2000;
export const PARTICIPANT_REMOVAL_REFETCH_MS = 500;

export const CONFETTI_PIECES = 50;
export const CONFETTI_COLOURS = 5;
export const CONFETTI_MIN_FALL_MS = 3000;
export const CONFETTI_MAX_FALL_MS = 5000;
export const CONFETTI_DELAY_MS = 1000;

/** Local storage key that holds the admin's room id. */
export const ADMIN_ROOM_STORAGE_KEY = 'viberank_admin_room';

/** The fixed admin_id recorded on every room, as the spec has it; audit entries name the acting admin. */
export const ADMIN_ID = 'admin';
