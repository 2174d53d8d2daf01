-- An invitation no longer makes a staff account. It carries the person's name and email
-- itself, and the account is made (or an existing one joins) only when the person accepts.
ALTER TABLE "team_invitations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "team_invitations" SET "email" = "users"."email", "name" = "users"."name", "sent_at" = "team_invitations"."created_at" FROM "users" WHERE "users"."id" = "team_invitations"."user_id";--> statement-breakpoint
-- Only invitations still waiting for a person without a password stay; of several links to one
-- person, the newest.
DELETE FROM "team_invitations" WHERE "used_at" IS NOT NULL OR "email" IS NULL OR "user_id" NOT IN (SELECT "id" FROM "users" WHERE "password_hash" = '' AND "parent" <> 0);--> statement-breakpoint
DELETE FROM "team_invitations" AS "older" USING "team_invitations" AS "newer" WHERE "older"."company_id" = "newer"."company_id" AND "older"."email" = "newer"."email" AND "older"."id" < "newer"."id";--> statement-breakpoint
ALTER TABLE "team_invitations" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "team_invitations" DROP COLUMN "used_at";--> statement-breakpoint
ALTER TABLE "team_invitations" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_company_email_idx" ON "team_invitations" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree ("email");--> statement-breakpoint
-- The placeholder accounts of people invited and never signed up (no password) held their
-- address: they go, and any seat handed to one returns to its company.
UPDATE "company_seats" SET "assigned" = "company_seats"."assigned" - "held"."n" FROM (SELECT "seat_assignments"."company_id", "seat_assignments"."course_id", count(*)::integer AS "n" FROM "seat_assignments" INNER JOIN "users" ON "users"."id" = "seat_assignments"."user_id" WHERE "users"."password_hash" = '' AND "users"."parent" <> 0 GROUP BY "seat_assignments"."company_id", "seat_assignments"."course_id") AS "held" WHERE "company_seats"."company_id" = "held"."company_id" AND "company_seats"."course_id" = "held"."course_id";--> statement-breakpoint
DELETE FROM "users" WHERE "password_hash" = '' AND "parent" <> 0;--> statement-breakpoint
CREATE TABLE "team_invitation_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invitation_mails" ADD CONSTRAINT "team_invitation_mails_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invitation_mails_company_sent_idx" ON "team_invitation_mails" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "team_invitation_mails_company_email_idx" ON "team_invitation_mails" USING btree ("company_id","email","sent_at");
--> statement-breakpoint
-- The invitations mailed in the last two days start the log, so that the wait before the next mail
-- to each of those people holds from the first minute after the upgrade.
INSERT INTO "team_invitation_mails" ("company_id", "email", "sent_at") SELECT "company_id", "email", "sent_at" FROM "team_invitations" WHERE "sent_at" > now() - interval '48 hours';
