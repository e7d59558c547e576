-- The site day a moment falls on.
-- PL/pgSQL, like site_time_zone(): a SQL body would need that function to exist when this file is applied.
CREATE OR REPLACE FUNCTION site_day(moment timestamptz) RETURNS date LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (moment AT TIME ZONE site_time_zone())::date;
END
$$;
