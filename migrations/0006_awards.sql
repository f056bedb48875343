CREATE TABLE "awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"name" varchar(40) NOT NULL,
	"position" integer NOT NULL,
	"open_to_all" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_contestants" (
	"award_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	CONSTRAINT "award_contestants_pkey" PRIMARY KEY("award_id","contestant_id")
);
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_contestants" ADD CONSTRAINT "award_contestants_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_contestants" ADD CONSTRAINT "award_contestants_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_contestants_contestant_idx" ON "award_contestants" USING btree ("contestant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "awards_room_name_unique" ON "awards" USING btree ("room_id",lower("name"));--> statement-breakpoint
CREATE INDEX "awards_room_position_idx" ON "awards" USING btree ("room_id","position");--> statement-breakpoint
-- Every room so far held one vote: it becomes the room's first award, "Overall", with its ballots and results.
INSERT INTO "awards" ("room_id", "name", "position", "created_at") SELECT "id", 'Overall', 0, "created_at" FROM "rooms";--> statement-breakpoint
ALTER TABLE "ballots" ADD COLUMN "award_id" uuid;--> statement-breakpoint
UPDATE "ballots" SET "award_id" = "awards"."id" FROM "awards" WHERE "awards"."room_id" = "ballots"."room_id";--> statement-breakpoint
ALTER TABLE "ballots" ALTER COLUMN "award_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ballots" DROP CONSTRAINT "ballots_room_participant_unique";--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_award_participant_unique" UNIQUE("award_id","participant_id");--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ballots_room_participant_idx" ON "ballots" USING btree ("room_id","participant_id");--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "award_id" uuid;--> statement-breakpoint
UPDATE "results" SET "award_id" = "awards"."id" FROM "awards" WHERE "awards"."room_id" = "results"."room_id";--> statement-breakpoint
ALTER TABLE "results" DROP CONSTRAINT "results_pkey";--> statement-breakpoint
ALTER TABLE "results" ALTER COLUMN "award_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_pkey" PRIMARY KEY ("award_id");--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "results_room_idx" ON "results" USING btree ("room_id");
