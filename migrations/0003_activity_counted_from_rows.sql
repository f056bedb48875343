ALTER TABLE "rooms" DROP COLUMN "ballot_count";--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "participant_count";--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "contestant_count";