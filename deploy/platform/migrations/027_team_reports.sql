-- Agent reports: the team's daily rollup, its size and registrations, and the indexes the team
-- lists read newest first.
--
-- An agent's overview and totals cover its whole team. Summed from each member's daily rollup,
-- a team of 10,000 costs 10,000 index probes for one day and hundreds of thousands of rows for a
-- month (measured on the bench's team: far over the 100 ms budget at 10 connections). So the team
-- is rolled up once more, per agent: one row per (agent, day, level below it, game type), real
-- money only, and a report reads at most days × levels × game types rows whatever the team's size.

CREATE TABLE team_daily_rollups (
  agent_id bigint NOT NULL REFERENCES members (id),
  day date NOT NULL,
  -- The member's level below the agent: 1 for its direct downlines.
  depth integer NOT NULL CHECK (depth >= 1),
  game_type text NOT NULL,
  valid_bet bigint NOT NULL,
  win bigint NOT NULL,
  rounds integer NOT NULL,
  round_rows integer NOT NULL,
  PRIMARY KEY (agent_id, day, depth, game_type)
);

-- The team rollup follows the members' rollups: each change of a member's real-money row is added
-- to the same day and game type of every ancestor of the member, at the member's depth below it.
-- It runs in the transaction that changed the member's row (the rounds' deferred trigger at
-- commit), so the two can never disagree. Ancestors are written in id order, so two transactions
-- lock the rows of shared ancestors in the same order.
CREATE FUNCTION member_rollup_to_team() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_row member_daily_rollups%ROWTYPE;
  v_sign integer := 1;
  v_valid_bet bigint := 0;
  v_win bigint := 0;
  v_rounds integer := 0;
  v_round_rows integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.ledger = 'REAL' THEN
    v_valid_bet := -OLD.valid_bet;
    v_win := -OLD.win;
    v_rounds := -OLD.rounds;
    v_round_rows := -OLD.round_rows;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.ledger = 'REAL' THEN
    -- A rollup row's key never changes: only its sums grow.
    v_valid_bet := v_valid_bet + NEW.valid_bet;
    v_win := v_win + NEW.win;
    v_rounds := v_rounds + NEW.rounds;
    v_round_rows := v_round_rows + NEW.round_rows;
  END IF;
  IF v_valid_bet = 0 AND v_win = 0 AND v_rounds = 0 AND v_round_rows = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN v_row := OLD; ELSE v_row := NEW; END IF;
  INSERT INTO team_daily_rollups AS r (agent_id, day, depth, game_type, valid_bet, win, rounds, round_rows)
  SELECT t.ancestor_id, v_row.day, t.depth, v_row.game_type, v_valid_bet, v_win, v_rounds, v_round_rows
  FROM member_tree t WHERE t.descendant_id = v_row.member_id AND t.depth >= 1
  ORDER BY t.ancestor_id
  ON CONFLICT (agent_id, day, depth, game_type) DO UPDATE
    SET valid_bet = r.valid_bet + EXCLUDED.valid_bet, win = r.win + EXCLUDED.win,
        rounds = r.rounds + EXCLUDED.rounds, round_rows = r.round_rows + EXCLUDED.round_rows;
  RETURN NULL;
END
$$;
CREATE TRIGGER member_daily_rollups_to_team AFTER INSERT OR UPDATE OR DELETE ON member_daily_rollups
  FOR EACH ROW EXECUTE FUNCTION member_rollup_to_team();

-- The rollups that exist already.
INSERT INTO team_daily_rollups (agent_id, day, depth, game_type, valid_bet, win, rounds, round_rows)
SELECT t.ancestor_id, r.day, t.depth, r.game_type, sum(r.valid_bet), sum(r.win), sum(r.rounds), sum(r.round_rows)
FROM member_daily_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
WHERE r.ledger = 'REAL'
GROUP BY 1, 2, 3, 4;

-- The team's size by level and its registrations by day, kept as the member tree grows: counting
-- a team of 10,000 in the tree costs milliseconds on every overview, these are a few rows. Each new
-- row of the tree (a new member under one of its ancestors) adds one to the ancestor's count at
-- that level and to its registrations of the member's registration day (UTC). The tree's rows are
-- never updated or deleted (an upline never changes), so the counts only grow.
CREATE TABLE team_sizes (
  agent_id bigint NOT NULL REFERENCES members (id),
  depth integer NOT NULL CHECK (depth >= 1),
  members integer NOT NULL CHECK (members >= 0),
  PRIMARY KEY (agent_id, depth)
);
CREATE TABLE team_daily_registrations (
  agent_id bigint NOT NULL REFERENCES members (id),
  day date NOT NULL,
  registrations integer NOT NULL CHECK (registrations >= 0),
  PRIMARY KEY (agent_id, day)
);

CREATE FUNCTION member_tree_to_team_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_sizes AS s (agent_id, depth, members) VALUES (NEW.ancestor_id, NEW.depth, 1)
  ON CONFLICT (agent_id, depth) DO UPDATE SET members = s.members + 1;
  INSERT INTO team_daily_registrations AS r (agent_id, day, registrations)
  SELECT NEW.ancestor_id, (m.created_at AT TIME ZONE 'UTC')::date, 1 FROM members m WHERE m.id = NEW.descendant_id
  ON CONFLICT (agent_id, day) DO UPDATE SET registrations = r.registrations + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER member_tree_to_team_counts AFTER INSERT ON member_tree
  FOR EACH ROW WHEN (NEW.depth >= 1) EXECUTE FUNCTION member_tree_to_team_counts();

INSERT INTO team_sizes (agent_id, depth, members)
SELECT ancestor_id, depth, count(*) FROM member_tree WHERE depth >= 1 GROUP BY 1, 2;
INSERT INTO team_daily_registrations (agent_id, day, registrations)
SELECT t.ancestor_id, (m.created_at AT TIME ZONE 'UTC')::date, count(*)
FROM member_tree t JOIN members m ON m.id = t.descendant_id WHERE t.depth >= 1 GROUP BY 1, 2;

-- Team betting lists the team's real-money rounds newest first: read from the newest round down,
-- keeping the team's, it stops after one page (the per-member indexes would need every member's
-- rounds of the range read and sorted first).
CREATE INDEX game_rounds_real_time_idx ON game_rounds (started_at DESC, id DESC) WHERE ledger = 'REAL';

-- The overview's completed deposits and paid-out withdrawals of a period, read by time and kept
-- when the member is in the team.
CREATE INDEX deposit_orders_credited_idx ON deposit_orders (completed_at) WHERE state = 'CREDITED';
CREATE INDEX withdrawal_slices_received_idx ON withdrawal_slices (finished_at) WHERE state = 'RECEIVED';
CREATE INDEX withdrawals_paid_out_idx ON withdrawals (finished_at) WHERE received > 0;

-- Transaction details: the team's deposits (orders and matched), withdrawals and transfers newest first.
CREATE INDEX deposit_orders_time_idx ON deposit_orders (created_at DESC, id DESC);
CREATE INDEX withdrawals_time_idx ON withdrawals (created_at DESC, id DESC);
CREATE INDEX upline_transfers_time_idx ON upline_transfers (created_at DESC, id DESC);
CREATE INDEX withdrawal_slices_time_idx ON withdrawal_slices (created_at DESC, id DESC);
CREATE INDEX downline_transfers_time_idx ON downline_transfers (created_at DESC, id DESC);
