-- Each course's validity and CPD hours, from what its page promises, for databases seeded before
-- the columns came (server/learning/course-validity.ts holds the same mapping for new seeds, with
-- the same patterns: the earliest renewal phrase of the certificate text decides; none: 12 months).
UPDATE "courses" SET "validity_months" = CASE lower((regexp_match("certification", 'no renewal is required|every two to three years|every three years|three-yearly|3-yearly|every two years|two-yearly|annual|every year|yearly', 'i'))[1])
	WHEN 'no renewal is required' THEN NULL
	WHEN 'every two to three years' THEN 24
	WHEN 'every three years' THEN 36
	WHEN 'three-yearly' THEN 36
	WHEN '3-yearly' THEN 36
	WHEN 'every two years' THEN 24
	WHEN 'two-yearly' THEN 24
	ELSE 12
END WHERE "validity_months" IS NULL;--> statement-breakpoint
UPDATE "courses" SET "cpd_hours" = (regexp_match("key_features", '<strong>CPD:</strong> (\d+) CPD hour'))[1]::integer WHERE "cpd_hours" IS NULL;--> statement-breakpoint
-- The training reminders sent: one per kind, learner, course and completion (none for "not started").
CREATE TABLE "training_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"completion_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_reminders_once" UNIQUE NULLS NOT DISTINCT("kind","user_id","course_id","completion_id")
);
--> statement-breakpoint
ALTER TABLE "training_reminders" ADD CONSTRAINT "training_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reminders" ADD CONSTRAINT "training_reminders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reminders" ADD CONSTRAINT "training_reminders_completion_id_course_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."course_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A learner's link to stop the optional reminder mails without logging in.
CREATE TABLE "training_reminder_opt_outs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "training_reminder_opt_outs_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "training_reminder_opt_outs" ADD CONSTRAINT "training_reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
