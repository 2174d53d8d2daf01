CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"claim" text NOT NULL,
	CONSTRAINT "login_throttles_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "login_throttles_last_failed_idx" ON "login_throttles" USING btree ("last_failed_at");
--> statement-breakpoint
CREATE TABLE "booking_payment_starts" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_payment_starts" ADD CONSTRAINT "booking_payment_starts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TABLE "login_failures";