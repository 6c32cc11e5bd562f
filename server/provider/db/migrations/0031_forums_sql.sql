-- Discussion search (spec 3 §7 GET /search/discussions): a stored tsvector of each post, the
-- topic's title weighted above the body (A over B), behind a GIN index, queried with
-- websearch_to_tsquery. Same SQL on PGlite and Postgres. Vote counters never go below zero.
ALTER TABLE "forum_posts" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "forum_posts_search" ON "forum_posts" USING gin ("search");
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_votes_not_negative" CHECK ("positive_votes" >= 0 AND "negative_votes" >= 0);
--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_counters_not_negative" CHECK ("reply_count" >= 0 AND "dope" >= 0 AND "views" >= 0);
