-- The daily rollup gains the vendor, and follows the rounds by itself.
--
-- The betting record's totals come from the rollup so that a member with a hundred thousand rounds
-- is summed from at most 92 days × game types rows, not from the rounds. Filtered by vendor it had
-- to sum the rounds (the rollup was not kept per vendor). With the vendor in its key, every filter
-- of the betting record reads the rollup.
--
-- Until now each writer of a round also added to the rollup (the bet and win functions in the
-- database, the rollback in the platform). Now a trigger on game_rounds adds the change of each
-- round row: whoever writes a round, the rollup cannot miss it or count it twice, and the rollup of
-- a day is by definition the sum of that day's rounds.

-- 1. The rollup of a round row: valid bet and win are the round's own (a rolled-back bet is already
-- taken out of the round's valid bet), and a round counts once in `rounds` unless all its bets
-- were rolled back. `round_rows` counts every round row, rolled back or not: it is the number of
-- rows the betting record lists, so its page count needs no count of the rounds themselves. A
-- change that moves none of these (e.g. a settle without win) writes nothing.
CREATE FUNCTION game_round_to_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_valid_bet bigint := NEW.valid_bet;
  v_win bigint := NEW.win;
  v_rounds integer := CASE WHEN NEW.status = 'ROLLED_BACK' THEN 0 ELSE 1 END;
  v_round_rows integer := 1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    v_valid_bet := v_valid_bet - OLD.valid_bet;
    v_win := v_win - OLD.win;
    v_rounds := v_rounds - CASE WHEN OLD.status = 'ROLLED_BACK' THEN 0 ELSE 1 END;
    v_round_rows := 0;
  END IF;
  IF v_valid_bet = 0 AND v_win = 0 AND v_rounds = 0 AND v_round_rows = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_daily_rollups AS r (member_id, day, game_type, vendor, ledger, valid_bet, win, profit_loss, rounds, round_rows)
  VALUES (NEW.member_id, (NEW.started_at AT TIME ZONE 'UTC')::date, NEW.game_type, NEW.vendor, NEW.ledger,
          v_valid_bet, v_win, v_win - v_valid_bet, v_rounds, v_round_rows)
  ON CONFLICT (member_id, day, game_type, vendor, ledger) DO UPDATE
    SET valid_bet = r.valid_bet + EXCLUDED.valid_bet, win = r.win + EXCLUDED.win,
        profit_loss = r.profit_loss + EXCLUDED.profit_loss, rounds = r.rounds + EXCLUDED.rounds,
        round_rows = r.round_rows + EXCLUDED.round_rows;
  RETURN NULL;
END
$$;

-- 2. The rollup rebuilt from the rounds with the vendor in its key. Every rollup row so far was
-- written from a round, with the rule above, so the rebuilt totals are the same numbers split by
-- vendor.
DELETE FROM member_daily_rollups;
ALTER TABLE member_daily_rollups ADD COLUMN vendor text NOT NULL;
ALTER TABLE member_daily_rollups ADD COLUMN round_rows integer NOT NULL DEFAULT 0;
ALTER TABLE member_daily_rollups DROP CONSTRAINT member_daily_rollups_pkey;
ALTER TABLE member_daily_rollups ADD PRIMARY KEY (member_id, day, game_type, vendor, ledger);
INSERT INTO member_daily_rollups (member_id, day, game_type, vendor, ledger, valid_bet, win, profit_loss, rounds, round_rows)
SELECT member_id, (started_at AT TIME ZONE 'UTC')::date, game_type, vendor, ledger,
       sum(valid_bet), sum(win), sum(win) - sum(valid_bet), count(*) FILTER (WHERE status <> 'ROLLED_BACK'), count(*)
FROM game_rounds
GROUP BY 1, 2, 3, 4, 5;

-- Deferred to the commit: a bet writes its round before it locks the wallet, a win after, so a
-- rollup written at once would be locked before the wallet by one and after it by the other, and
-- two of them on one member could deadlock. At the commit every transaction locks the rollup last.
CREATE CONSTRAINT TRIGGER game_rounds_to_rollup AFTER INSERT OR UPDATE OF valid_bet, win, status ON game_rounds
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION game_round_to_rollup();

-- 3. The bet and win functions still call the old helper; it now does nothing, as the trigger has
-- already added the round's change in the same transaction.
CREATE OR REPLACE FUNCTION seamless_add_to_rollup(p_member_id bigint, p_day date, p_game_type text, p_ledger text,
  p_valid_bet bigint, p_win bigint, p_rounds integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  NULL;
END
$$;

-- 4. The betting record's own order, for real money only: its pages read this index alone (no
-- table row until the page's 15), like the game-type and vendor indexes of the filters.
CREATE INDEX game_rounds_member_real_time_idx ON game_rounds (member_id, started_at DESC, id DESC)
  WHERE ledger = 'REAL';
