-- Full-text search with typo tolerance for GET /course/search: a weighted tsvector kept by the
-- database itself, plus trigram indexes for names spelt a little wrong.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("name", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("short_description", '')), 'B') ||
  setweight(to_tsvector('english', regexp_replace(coalesce("description", ''), '<[^>]*>', ' ', 'g')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("name" gin_trgm_ops);
