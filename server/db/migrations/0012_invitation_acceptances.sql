-- An accepted invitation's link (the hash of its token) is remembered once the invitation is gone,
-- so that opening it again tells its person they have joined instead of calling the link invalid.
CREATE TABLE "team_invitation_acceptances" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invitation_acceptances" ADD CONSTRAINT "team_invitation_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invitation_acceptances_user_idx" ON "team_invitation_acceptances" USING btree ("user_id");
