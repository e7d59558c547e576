-- The site's time zone, kept in the one row of site_settings (the platform checks it against
-- SITE_TIME_ZONE at start, see src/system/site-day.ts). Every day the database files something
-- under (the daily rollups, the team's registrations, record filters, daily limits, order numbers)
-- is a site day in it (site_day, site_day_start), so all servers on one database count the same days.
-- STABLE, not IMMUTABLE: the zone is read from the table, so a plan never bakes it in. Before
-- the migration that brought the table (043) every day was a UTC day: a migration before it that
-- fills the rollups (033, through their trigger) still files them so, and 043 files them again.
CREATE OR REPLACE FUNCTION site_time_zone() RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF to_regclass('site_settings') IS NULL THEN
    RETURN 'UTC';
  END IF;
  RETURN (SELECT time_zone FROM site_settings);
END
$$;
