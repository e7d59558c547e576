-- A member's limit history is a record of what was asked and decided: never edited or deleted.
CREATE OR REPLACE FUNCTION protection_limit_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the limit history is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;

DROP TRIGGER IF EXISTS protection_limit_history_append_only ON protection_limit_history;
CREATE TRIGGER protection_limit_history_append_only BEFORE UPDATE OR DELETE ON protection_limit_history
  FOR EACH ROW EXECUTE FUNCTION protection_limit_history_append_only();
DROP TRIGGER IF EXISTS protection_limit_history_no_truncate ON protection_limit_history;
CREATE TRIGGER protection_limit_history_no_truncate BEFORE TRUNCATE ON protection_limit_history
  FOR EACH STATEMENT EXECUTE FUNCTION protection_limit_history_append_only();
