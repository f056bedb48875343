CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contestants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"name" text NOT NULL,
	"blurb" text NOT NULL,
	"image_url" text,
	"demo_url" text,
	"order_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contestants_room_order_unique" UNIQUE("room_id","order_index")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"room_id" uuid PRIMARY KEY NOT NULL,
	"final_scores" jsonb NOT NULL,
	"winner_id" uuid,
	"total_ballots" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"participant_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_participants_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "room_participants_room_participant_unique" UNIQUE("room_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" varchar(20) NOT NULL,
	"title" text NOT NULL,
	"admin_id" text DEFAULT 'admin' NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"admin_token_hash" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ballot_count" integer DEFAULT 0 NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"contestant_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "rooms_code_unique" UNIQUE("code"),
	CONSTRAINT "rooms_status_check" CHECK ("rooms"."status" in ('setup', 'ended')),
	CONSTRAINT "rooms_code_format" CHECK ("rooms"."code" ~ '^[A-Z0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"voter_id" text NOT NULL,
	"voter_name" text NOT NULL,
	"rankings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_room_voter_unique" UNIQUE("room_id","voter_id")
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contestants" ADD CONSTRAINT "contestants_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_winner_id_contestants_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."contestants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_participant_fk" FOREIGN KEY ("room_id","voter_id") REFERENCES "public"."room_participants"("room_id","participant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_room_idx" ON "audit_logs" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_participants_room_joined_idx" ON "room_participants" USING btree ("room_id","joined_at");--> statement-breakpoint
CREATE INDEX "votes_room_updated_idx" ON "votes" USING btree ("room_id","updated_at");