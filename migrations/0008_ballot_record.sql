CREATE TABLE "ballot_amendments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"award_id" uuid NOT NULL,
	"receipt" text NOT NULL,
	"what" text NOT NULL,
	"why" text NOT NULL,
	"contestant_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ballot_amendments_what_check" CHECK ("ballot_amendments"."what" in ('deleted', 'changed'))
);
--> statement-breakpoint
CREATE TABLE "ballot_records" (
	"room_id" uuid PRIMARY KEY NOT NULL,
	"canonical_gzip" bytea NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ballots" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "ballots" ADD COLUMN "salt" text;--> statement-breakpoint
-- Ballots cast before receipts existed get one: 64 random bits from two uuids' random digits.
UPDATE "ballots" SET "receipt" = upper(right(gen_random_uuid()::text, 12) || right(gen_random_uuid()::text, 4)), "salt" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
UPDATE "ballots" SET "receipt" = substr("receipt", 1, 4) || '-' || substr("receipt", 5, 4) || '-' || substr("receipt", 9, 4) || '-' || substr("receipt", 13, 4);--> statement-breakpoint
ALTER TABLE "ballots" ALTER COLUMN "receipt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ballots" ALTER COLUMN "salt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "publish_ballots" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ballot_amendments" ADD CONSTRAINT "ballot_amendments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_amendments" ADD CONSTRAINT "ballot_amendments_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_records" ADD CONSTRAINT "ballot_records_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ballot_amendments_room_idx" ON "ballot_amendments" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_receipt_unique" UNIQUE("receipt");--> statement-breakpoint
-- Already gzipped: PostgreSQL need not try to compress it again.
ALTER TABLE "ballot_records" ALTER COLUMN "canonical_gzip" SET STORAGE EXTERNAL;
