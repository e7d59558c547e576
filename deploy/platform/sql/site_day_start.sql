-- The first moment of a site day: a range of days [a, b] is site_day_start(a) <= t < site_day_start(b + 1).
CREATE OR REPLACE FUNCTION site_day_start(day date) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN day::timestamp AT TIME ZONE site_time_zone();
END
$$;
