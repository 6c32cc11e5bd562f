-- Base olympiads and directors from existing data (issue 17 §1, §5).
-- One base olympiad per community that ran a tournament, from its latest cycle: the name its
-- titles were made from (the text before the last ', '), cycle, races, director, profanity.
INSERT INTO "base_olympiads" ("platform_id", "title", "cycle", "races", "director_id", "profanity_allowed", "created_at", "updated_at")
SELECT DISTINCT ON (o."platform_id")
  o."platform_id",
  regexp_replace(o."title", ', [^,]*$', ''),
  o."cycle", o."races", o."director_id", o."profanity_allowed", now(), now()
FROM "olympiads" o
ORDER BY o."platform_id", o."start_time" DESC
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "olympiads" o SET "base_olympiad_id" = b."id"
FROM "base_olympiads" b WHERE b."platform_id" = o."platform_id" AND o."base_olympiad_id" IS NULL;
--> statement-breakpoint
-- Everyone who has published a question is a director of the community of their first one.
INSERT INTO "directors" ("user_id", "platform_id", "challenge_id", "created_at")
SELECT DISTINCT ON (c."catalyst_id") c."catalyst_id", c."platform_id", c."id", c."created_at"
FROM "challenges" c
WHERE c."state" = 'published'
ORDER BY c."catalyst_id", c."created_at", c."id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A tournament without a host gets its community's first director.
UPDATE "base_olympiads" b SET "director_id" = d."user_id"
FROM (
  SELECT DISTINCT ON ("platform_id") "platform_id", "user_id" FROM "directors" ORDER BY "platform_id", "created_at", "user_id"
) d
WHERE d."platform_id" = b."platform_id" AND b."director_id" IS NULL;
--> statement-breakpoint
UPDATE "olympiads" o SET "director_id" = b."director_id"
FROM "base_olympiads" b WHERE b."id" = o."base_olympiad_id" AND o."director_id" IS NULL AND o."state" = 'open';
