ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "name" text DEFAULT 'Organiser' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "voting_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rooms_voting_ends_idx" ON "rooms" USING btree ("voting_ends_at") WHERE "rooms"."voting_ends_at" is not null;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('owner', 'co_organiser'));