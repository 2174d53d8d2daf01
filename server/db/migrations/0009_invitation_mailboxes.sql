-- Invitation mails are counted per mailbox across all companies, a
-- declined invitation stays listed (unanswerable) until it expires, and a decline keeps that
-- company from mailing that mailbox again for a long while.
ALTER TABLE "team_invitations" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_invitation_mails" ADD COLUMN "mailbox" text;--> statement-breakpoint
-- The log holds two days at most; its older rows are keyed by their address as it was typed.
UPDATE "team_invitation_mails" SET "mailbox" = lower("email");--> statement-breakpoint
ALTER TABLE "team_invitation_mails" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "team_invitation_mails_mailbox_idx" ON "team_invitation_mails" USING btree ("mailbox","sent_at");--> statement-breakpoint
CREATE INDEX "team_invitation_mails_company_mailbox_idx" ON "team_invitation_mails" USING btree ("company_id","mailbox","sent_at");--> statement-breakpoint
CREATE TABLE "team_invitation_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mailbox" text NOT NULL,
	"declined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invitation_refusals" ADD CONSTRAINT "team_invitation_refusals_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitation_refusals_company_mailbox_idx" ON "team_invitation_refusals" USING btree ("company_id","mailbox");
