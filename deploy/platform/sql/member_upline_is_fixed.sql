-- A member's upline is fixed once the account exists: moving a member would silently move its
-- history between teams, and its contracts and settled salaries with it.
CREATE OR REPLACE FUNCTION member_upline_is_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    RAISE EXCEPTION 'a member''s upline cannot change' USING ERRCODE = 'check_violation', CONSTRAINT = 'members_upline_fixed';
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS members_upline_fixed ON members;
CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION member_upline_is_fixed();
