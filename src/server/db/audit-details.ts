/** What an audit entry records of each action, by the kind of action. */

/** The organiser who acted, by the name they had then: it outlives their revocation. */
type ActedBy = { admin?: string };

export type AuditDetails = ActedBy &
  (
    | {
        total_votes: number;
        total_contestants: number;
        winner: string | null;
        winner_points: number;
      }
    | {
        participant_id: string;
        participant: string;
        /** A judge's conflicts of interest as set, by contestant name. */
        conflicts?: string[];
        /** The team a participant was put in, by contestant name (null: none). */
        team?: string | null;
      }
    | {
        /** A rehearsal ended: how many simulated voters it had brought in. */
        simulated_voters: number;
      }
  );
