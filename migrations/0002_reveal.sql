ALTER TABLE "rooms" ADD COLUMN "hold_results" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "reveal_step" integer DEFAULT 0 NOT NULL;