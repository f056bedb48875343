CREATE TABLE "route_stops" (
	"award_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"contestant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_stops_pkey" PRIMARY KEY("award_id","participant_id","contestant_id"),
	CONSTRAINT "route_stops_status_check" CHECK ("route_stops"."status" in ('planned', 'seen', 'absent'))
);
--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "format" text DEFAULT 'top_three' NOT NULL;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "route_size" integer;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "judging_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contestants" ADD COLUMN "table_number" integer;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_participant_fk" FOREIGN KEY ("room_id","participant_id") REFERENCES "public"."room_participants"("room_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_stops_contestant_idx" ON "route_stops" USING btree ("award_id","contestant_id");--> statement-breakpoint
ALTER TABLE "contestants" ADD CONSTRAINT "contestants_room_table_unique" UNIQUE("room_id","table_number") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_format_check" CHECK ("awards"."format" in ('top_three', 'expo') and ("awards"."format" = 'expo') = ("awards"."route_size" is not null) and ("awards"."format" <> 'expo' or "awards"."voters" = 'judges') and ("awards"."judging_closed_at" is null or "awards"."format" = 'expo') and coalesce("awards"."route_size" between 2 and 30, true));--> statement-breakpoint
ALTER TABLE "contestants" ADD CONSTRAINT "contestants_table_number_check" CHECK ("contestants"."table_number" > 0);