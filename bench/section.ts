/** What every bench section is given, and where it puts its figures. */

import type { Row } from '../scripts/launch/load/stats.ts';
import type { Profile } from './profile.ts';

/** The run's table and notes, and its progress lines with the time since the start. */
export class Report {
  readonly rows: Row[] = [];
  readonly notes: string[] = [];
  private readonly began = performance.now();

  /** A progress line, prefixed with the seconds since the run began. */
  step(message: string): void {
    console.log(`[${this.seconds().toFixed(1).padStart(6)} s] ${message}`);
  }

  row(...rows: Row[]): void {
    this.rows.push(...rows);
  }

  note(text: string): void {
    this.notes.push(text);
  }

  seconds(): number {
    return (performance.now() - this.began) / 1000;
  }
}

export type SectionContext = {
  profile: Profile;
  /** A scratch directory for data directories and builds, removed after the run. */
  scratch: string;
  /** A PostgreSQL server the bench may create scratch databases on, if any. */
  postgresUrl: string | undefined;
  report: Report;
};

export type Section = {
  /** What `--only` names it by. */
  name: string;
  /** Runs only in the full run (browsers, builds, minutes of flooding). */
  fullOnly?: boolean;
  run(ctx: SectionContext): Promise<void>;
};
