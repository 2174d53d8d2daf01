-- A version for each company's training matrix, bumped in the same transaction as every write
-- that can change what the matrix shows, so each server instance may keep a computed matrix for
-- as long as its version stands (server/team/training-matrix-cache.ts). Kept here, not in a
-- server's memory: every instance on this database sees every other's writes. Row 0 is the
-- catalogue's (a course's name, price or validity shows on every matrix).
CREATE TABLE "training_matrix_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Bumps the given companies' versions; null and 0 (a user with no company) are skipped. In id
-- order, so two transactions bumping the same companies take their row locks in the same order.
CREATE FUNCTION "bump_training_matrices"(company_ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "training_matrix_versions" ("company_id", "version")
	SELECT DISTINCT id, 1 FROM unnest(company_ids) AS id WHERE id IS NOT NULL AND id <> 0 ORDER BY id
	ON CONFLICT ("company_id") DO UPDATE SET "version" = "training_matrix_versions"."version" + 1
$$;
--> statement-breakpoint
-- Seats held and seats assigned: the company's own matrix (its courses, its cells).
CREATE FUNCTION "training_matrix_company_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "bump_training_matrices"(ARRAY[NEW."company_id"]);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "bump_training_matrices"(ARRAY[OLD."company_id"]);
	ELSE
		PERFORM "bump_training_matrices"(ARRAY[OLD."company_id", NEW."company_id"]);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "seat_assignments_training_matrix" AFTER INSERT OR UPDATE OR DELETE ON "seat_assignments"
	FOR EACH ROW EXECUTE FUNCTION "training_matrix_company_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_seats_training_matrix" AFTER INSERT OR UPDATE OR DELETE ON "company_seats"
	FOR EACH ROW EXECUTE FUNCTION "training_matrix_company_row_changed"();
--> statement-breakpoint
-- A completion shows on the matrix of the company it was made in (a leaver's record) and on that
-- of the learner's company now (a carer trained elsewhere is trained).
CREATE FUNCTION "training_matrix_completion_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM "bump_training_matrices"(ARRAY[NEW."company_id"] || ARRAY(SELECT "parent" FROM "users" WHERE "id" = NEW."user_id"));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM "bump_training_matrices"(ARRAY[OLD."company_id"] || ARRAY(SELECT "parent" FROM "users" WHERE "id" = OLD."user_id"));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "course_completions_training_matrix" AFTER INSERT OR UPDATE OR DELETE ON "course_completions"
	FOR EACH ROW EXECUTE FUNCTION "training_matrix_completion_changed"();
--> statement-breakpoint
-- A person joining, leaving, renamed or removed: the company they leave and the one they join,
-- every company whose matrix keeps their completions (leavers stay on it), and a company's own
-- matrix when its name changes. A password or session change leaves every matrix as it was.
CREATE FUNCTION "training_matrix_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	person "users";
BEGIN
	IF TG_OP = 'DELETE' THEN person := OLD; ELSE person := NEW; END IF;
	PERFORM "bump_training_matrices"(
		ARRAY(SELECT "company_id" FROM "course_completions" WHERE "user_id" = person."id")
		|| CASE WHEN person."role" = 'company' THEN ARRAY[person."id"] ELSE ARRAY[]::integer[] END
		|| CASE WHEN TG_OP <> 'INSERT' THEN ARRAY[OLD."parent"] ELSE ARRAY[]::integer[] END
		|| CASE WHEN TG_OP <> 'DELETE' THEN ARRAY[NEW."parent"] ELSE ARRAY[]::integer[] END
	);
	IF TG_OP = 'UPDATE' AND OLD."role" = 'company' THEN
		PERFORM "bump_training_matrices"(ARRAY[OLD."id"]);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_insert_delete_training_matrix" AFTER INSERT OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "training_matrix_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_update_training_matrix" AFTER UPDATE OF "name", "email", "parent", "role", "company_name" ON "users"
	FOR EACH ROW
	WHEN ((OLD."name", OLD."email", OLD."parent", OLD."role", OLD."company_name") IS DISTINCT FROM (NEW."name", NEW."email", NEW."parent", NEW."role", NEW."company_name"))
	EXECUTE FUNCTION "training_matrix_user_changed"();
--> statement-breakpoint
-- Any change to the catalogue: a course's name, picture, price or validity shows on every matrix.
CREATE FUNCTION "training_matrix_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "training_matrix_versions" ("company_id", "version") VALUES (0, 1)
	ON CONFLICT ("company_id") DO UPDATE SET "version" = "training_matrix_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_training_matrix" AFTER INSERT OR UPDATE OR DELETE ON "courses"
	FOR EACH STATEMENT EXECUTE FUNCTION "training_matrix_catalogue_changed"();
