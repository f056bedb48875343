ALTER TABLE "admins" DROP CONSTRAINT "admins_role_check";--> statement-breakpoint
UPDATE "admins" SET "role" = 'co_admin' WHERE "role" = 'co_organiser';--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('owner', 'co_admin'));--> statement-breakpoint
UPDATE "audit_logs" SET "details" = ("details" - 'organiser') || jsonb_build_object('admin', "details"->'organiser') WHERE "details" ? 'organiser';
