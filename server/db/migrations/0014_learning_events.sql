-- When a learner first opened a course (bought or assigned alike), and every signed event a
-- learning platform delivered and that was recorded, kept by its id with the answer it got, so a
-- repeat is answered the same and records nothing.
CREATE TABLE "course_starts" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_starts_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "learning_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_starts" ADD CONSTRAINT "course_starts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_starts" ADD CONSTRAINT "course_starts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
