-- Counts a game line (a stake, win, rollback, lottery payout or refund on a member's wallet) into
-- the member's hourly usage, for members with a loss or wager limit only: everyone else pays one
-- primary-key probe. The buckets of a member are built from the journal when such a limit is first
-- set (protection_usage_rebuild), under the member's money lock, so no stake is missed between the
-- two.
CREATE OR REPLACE FUNCTION protection_usage_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM protection_limits l WHERE l.member_id = NEW.member_id AND l.kind IN ('LOSS', 'WAGER')) THEN
    INSERT INTO protection_usage_hours AS h (member_id, hour, wagered, lost)
    VALUES (NEW.member_id, date_trunc('hour', NEW.created_at),
            CASE WHEN NEW.kind IN ('SEAMLESS_BET', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_REFUND') THEN -NEW.amount ELSE 0 END,
            -NEW.amount)
    ON CONFLICT (member_id, hour) DO UPDATE SET wagered = h.wagered + EXCLUDED.wagered, lost = h.lost + EXCLUDED.lost;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS journal_lines_protection_usage ON journal_lines;
CREATE TRIGGER journal_lines_protection_usage AFTER INSERT ON journal_lines
  FOR EACH ROW WHEN (NEW.member_id IS NOT NULL AND NEW.kind IN ('SEAMLESS_BET', 'SEAMLESS_WIN', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_PAYOUT', 'LOTTERY_REFUND'))
  EXECUTE FUNCTION protection_usage_count();
