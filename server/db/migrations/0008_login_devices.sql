CREATE TABLE "login_devices" (
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_devices_token_hash_user_id_pk" PRIMARY KEY("token_hash","user_id")
);
--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_user_idx" ON "login_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_devices_expires_idx" ON "login_devices" USING btree ("expires_at");--> statement-breakpoint
-- A login's failure is now counted once its password is known to be wrong, not claimed before the
-- check: the claim id that told parallel claims apart has no use left.
ALTER TABLE "login_throttles" DROP COLUMN "claim";
