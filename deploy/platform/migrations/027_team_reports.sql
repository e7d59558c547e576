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
