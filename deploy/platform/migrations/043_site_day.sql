-- The site day is the brand's time zone (SITE_TIME_ZONE, default Asia/Ho_Chi_Minh), not UTC: a bet
-- at 06:43 in Vietnam is that day's, in records, reports, rollups and daily limits alike. The zone
-- is one row the platform checks at start, so every server on the database counts the same days;
-- the SQL reads it through site_day() and site_day_start() (sql/site_time_zone.sql and beside).
CREATE TABLE site_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- An IANA zone name; the platform validates it before writing it.
  time_zone text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_settings (time_zone) VALUES ('Asia/Ho_Chi_Minh');

COMMENT ON TABLE site_settings IS 'The site time zone every day-bucketed row (rollups, registrations, limits) was built with';

-- The triggers that file rounds and registrations by day, now by the site day, and the existing
-- rows filed again from their rounds and members.
-- include sql/site_time_zone.sql
-- include sql/site_day.sql
-- include sql/site_days_rebucket.sql
-- include sql/game_round_to_rollup.sql
-- include sql/member_tree_to_team_counts.sql
SELECT site_days_rebucket();
