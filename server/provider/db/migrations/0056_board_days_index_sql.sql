-- Custom SQL: the index a custom range reads its day boards through (leaderboard-range.ts). The
-- primary key finds a range's day rows but not their points, so the sum fetched one heap page per
-- row (3.6 s for the 418,844 rows of a 30-day range at 1,000,000 events); with the points in the
-- index it is an index-only scan (0.15 s). Not a partial index on points > 0 like neuron_board_rank:
-- a day's row may be negative (a deduction) and still counts toward the range.
CREATE INDEX IF NOT EXISTS neuron_board_day ON neuron_board (period_start, scope, role, facet)
  INCLUDE (user_id, points) WHERE period = 'day';
