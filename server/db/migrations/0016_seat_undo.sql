-- A seat taken back is kept for its Undo, for a short while: the assignment comes back as it was.
CREATE TABLE "seat_unassignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seat_unassignments" ADD CONSTRAINT "seat_unassignments_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_unassignments" ADD CONSTRAINT "seat_unassignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_unassignments" ADD CONSTRAINT "seat_unassignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_unassignments_company_idx" ON "seat_unassignments" USING btree ("company_id","removed_at");
