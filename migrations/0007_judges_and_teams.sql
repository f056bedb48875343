CREATE TABLE "judge_conflicts" (
	"room_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"contestant_id" uuid NOT NULL,
	CONSTRAINT "judge_conflicts_pkey" PRIMARY KEY("room_id","participant_id","contestant_id")
);
--> statement-breakpoint
CREATE TABLE "team_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "voters" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "judges_weight" integer;--> statement-breakpoint
ALTER TABLE "ballots" ADD COLUMN "judge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_participants" ADD COLUMN "judge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_participants" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_participant_fk" FOREIGN KEY ("room_id","participant_id") REFERENCES "public"."room_participants"("room_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_links" ADD CONSTRAINT "team_links_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_links" ADD CONSTRAINT "team_links_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge_conflicts_contestant_idx" ON "judge_conflicts" USING btree ("contestant_id");--> statement-breakpoint
CREATE INDEX "team_links_contestant_idx" ON "team_links" USING btree ("contestant_id");--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_team_id_contestants_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."contestants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_participants_judges_idx" ON "room_participants" USING btree ("room_id") WHERE "room_participants"."judge";--> statement-breakpoint
CREATE INDEX "room_participants_room_team_idx" ON "room_participants" USING btree ("room_id","team_id") WHERE "room_participants"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "room_participants_team_idx" ON "room_participants" USING btree ("team_id") WHERE "room_participants"."team_id" is not null;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_voters_check" CHECK ("awards"."voters" in ('everyone', 'judges', 'audience', 'judges_and_audience'));--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_judges_weight_check" CHECK (("awards"."voters" = 'judges_and_audience') = ("awards"."judges_weight" is not null) and coalesce("awards"."judges_weight" between 0 and 100, true));