CREATE TABLE "room_changes" (
	"room_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_changes_room_id_version_pk" PRIMARY KEY("room_id","version")
);
--> statement-breakpoint
ALTER TABLE "room_changes" ADD CONSTRAINT "room_changes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_changes_created_idx" ON "room_changes" USING btree ("created_at");