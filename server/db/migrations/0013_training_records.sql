-- How long a course's training stays valid (months; null: it does not expire) and the CPD hours it
-- states (null: none stated), and every completion a learning platform reports, each with its
-- certificate. A completion keeps the company the learner was in when they completed, so a
-- leaver's record stays on that company's training matrix.
ALTER TABLE "courses" ADD COLUMN "validity_months" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cpd_hours" integer;--> statement-breakpoint
CREATE TABLE "course_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"company_id" integer,
	"completed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"score" integer,
	"certificate_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_completions_certificate_number_unique" UNIQUE("certificate_number")
);
--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_completions_user_course_idx" ON "course_completions" USING btree ("user_id","course_id","completed_at");--> statement-breakpoint
CREATE INDEX "course_completions_company_idx" ON "course_completions" USING btree ("company_id");
