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

-- 4. The betting record's own order, for real money only: its pages read this index alone (no
-- table row until the page's 15), like the game-type and vendor indexes of the filters.
CREATE INDEX game_rounds_member_real_time_idx ON game_rounds (member_id, started_at DESC, id DESC)
  WHERE ledger = 'REAL';
