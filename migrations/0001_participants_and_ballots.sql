-- One word for one thing: a participant row's id is the participant id, and
-- their vote is a ballot. Every existing row is kept.
ALTER TABLE "votes" DROP CONSTRAINT "votes_participant_fk";--> statement-breakpoint
ALTER TABLE "room_participants" DROP CONSTRAINT "room_participants_pkey";--> statement-breakpoint
ALTER TABLE "room_participants" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "room_participants" DROP CONSTRAINT "room_participants_room_participant_unique";--> statement-breakpoint
ALTER TABLE "room_participants" RENAME COLUMN "participant_id" TO "id";--> statement-breakpoint
ALTER TABLE "room_participants" RENAME COLUMN "participant_name" TO "name";--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_pkey" PRIMARY KEY("room_id","id");--> statement-breakpoint
ALTER TABLE "votes" RENAME TO "ballots";--> statement-breakpoint
ALTER TABLE "ballots" RENAME COLUMN "voter_id" TO "participant_id";--> statement-breakpoint
ALTER TABLE "ballots" DROP COLUMN "voter_name";--> statement-breakpoint
ALTER TABLE "ballots" RENAME CONSTRAINT "votes_pkey" TO "ballots_pkey";--> statement-breakpoint
ALTER TABLE "ballots" RENAME CONSTRAINT "votes_room_voter_unique" TO "ballots_room_participant_unique";--> statement-breakpoint
ALTER TABLE "ballots" RENAME CONSTRAINT "votes_room_id_rooms_id_fk" TO "ballots_room_id_rooms_id_fk";--> statement-breakpoint
ALTER INDEX "votes_room_updated_idx" RENAME TO "ballots_room_updated_idx";--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_participant_fk" FOREIGN KEY ("room_id","participant_id") REFERENCES "public"."room_participants"("room_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Admins: each device that runs a room has its own secret and identity.
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admins_room_idx" ON "admins" USING btree ("room_id");--> statement-breakpoint
INSERT INTO "admins" ("room_id", "token_hash", "created_at") SELECT "id", "admin_token_hash", "created_at" FROM "rooms";--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "admin_token_hash";--> statement-breakpoint
-- Pasted images are served at a path that names their content.
ALTER TABLE "contestants" ADD COLUMN "image_hash" text;--> statement-breakpoint
UPDATE "contestants" SET "image_hash" = substr(md5("image_url"), 1, 16) WHERE "image_url" LIKE 'data:%';
