-- A signed-in account's unfinished in-house bookings and saved-for-offline list, kept so that they
-- come back on any device (a phone's storage may be wiped). Each row keeps the device's time of
-- the change it holds; content NULL / saved false are discards kept so that older copies lose.
CREATE TABLE "booking_drafts" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"content" jsonb,
	"booking_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_drafts_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD CONSTRAINT "booking_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD CONSTRAINT "booking_drafts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD CONSTRAINT "booking_drafts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_drafts_booking_idx" ON "booking_drafts" USING btree ("booking_id");--> statement-breakpoint
CREATE TABLE "saved_courses" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"saved" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
