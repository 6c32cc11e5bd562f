-- Each seeded community's colour (issue 22): dark enough for white masthead text (4.5:1 or more).
UPDATE "platforms" SET "color" = v.color FROM (VALUES
  ('nervus', '#4b32c3'),
  ('innovators', '#9a3412'),
  ('comedy', '#a21caf'),
  ('news', '#1e40af'),
  ('politics', '#b91c1c'),
  ('captions', '#0f766e'),
  ('spaces', '#3730a3'),
  ('life', '#15803d'),
  ('regional', '#854d0e'),
  ('business', '#334155'),
  ('college', '#7e22ce'),
  ('roleplay', '#be185d'),
  ('science', '#0369a1'),
  ('admin', '#374151')
) AS v(slug, color) WHERE "platforms"."slug" = v.slug AND "platforms"."color" IS NULL;
