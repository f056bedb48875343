import type { Harness } from '../../server/support/harness.ts';
import { atHand } from '../../server/support/room-setup.ts';

/** A room the fuzz cases aim at: real ids and tokens, so that requests get past the first checks. */
export type FuzzRoom = {
  roomId: string;
  code: string;
  adminToken: string;
  participantToken: string;
  participantId: string;
  contestantIds: string[];
  imageHash: string;
};

/**
 * The room under fuzz. A case that succeeds in changing it (ends voting,
 * removes someone) spoils it for the cases after, so it is set up afresh then.
 */
export class FuzzFixture {
  private room: FuzzRoom | undefined;
  constructor(private readonly harness: Harness) {}

  async current(): Promise<FuzzRoom> {
    this.room ??= await this.setUp();
    return this.room;
  }

  /** The next case gets a fresh room. */
  spoil(): void {
    this.room = undefined;
  }

  private async setUp(): Promise<FuzzRoom> {
    const setup = atHand(await this.harness.setUpRoom({ contestants: 3, participants: 2 }));
    const voter = setup.participant(0);
    const ranked = await this.harness.api.rank(setup.roomId, voter.token, setup.ids.slice(0, 2));
    if (ranked.status !== 200) throw new Error(`fixture ballot refused: ${ranked.status}`);
    return {
      roomId: setup.roomId,
      code: setup.room.code,
      adminToken: setup.adminToken,
      participantToken: setup.participant(1).token,
      participantId: setup.participant(1).id,
      contestantIds: setup.ids,
      imageHash: 'a'.repeat(64),
    };
  }
}
