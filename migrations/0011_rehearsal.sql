ALTER TABLE "room_participants" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "rehearsal_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "rehearsal_voters" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "rehearsal_ends_at" timestamp with time zone;