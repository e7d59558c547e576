-- Rewards, the rest of the abuse signals and the agents' view of rewards: the browsers members
-- sign in from, the sides members take in rounds many players share, and reward credits carried
-- into daily rollups per member and per team.

-- 1. Devices: the SHA-256 of the device id the page sends (src/accounts/device-id.ts), recorded at
-- sign-in and registration. Only compared between members: the same browser behind two accounts is
-- the SHARED_DEVICE signal (sql/member_linked_identities.sql).
CREATE TABLE member_devices (
  member_id bigint NOT NULL REFERENCES members (id),
  device_hash text NOT NULL CHECK (device_hash ~ '^[0-9a-f]{64}$'),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, device_hash)
);
CREATE INDEX member_devices_hash_idx ON member_devices (device_hash, last_seen_at);

-- 2. Sides: a vendor that runs rounds many players share (a match, a live table's hand) names that
-- shared round and the side each bet took. One row per real-money round that named them; linked
-- members (or one member) on different sides of one shared round are the OPPOSITE_SIDES signal
-- (sql/round_side_signals.sql).
CREATE TABLE round_sides (
  provider text NOT NULL,
  round_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  table_round text NOT NULL CHECK (length(table_round) BETWEEN 1 AND 100),
  side text NOT NULL CHECK (side ~ '^[A-Z0-9_]{1,20}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, round_id),
  FOREIGN KEY (provider, round_id) REFERENCES game_rounds (provider, round_id)
);
CREATE INDEX round_sides_table_idx ON round_sides (provider, table_round, member_id);

-- 3. Reward credits per member and site day, and per agent, day and level below it: what the agents'
-- reports show as bonus and rebate (rebate: credits of source REBATE; bonus: every other credit,
-- to MAIN or BONUS). Kept by the trigger of sql/member_bonus_to_rollups.sql in the credit's
-- transaction; the credits that exist already are filed here.
CREATE TABLE member_daily_rewards (
  member_id bigint NOT NULL REFERENCES members (id),
  day date NOT NULL,
  bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  rebate bigint NOT NULL DEFAULT 0 CHECK (rebate >= 0),
  PRIMARY KEY (member_id, day)
);
CREATE TABLE team_daily_rewards (
  agent_id bigint NOT NULL REFERENCES members (id),
  day date NOT NULL,
  depth integer NOT NULL CHECK (depth >= 1),
  bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  rebate bigint NOT NULL DEFAULT 0 CHECK (rebate >= 0),
  PRIMARY KEY (agent_id, day, depth)
);

INSERT INTO member_daily_rewards (member_id, day, bonus, rebate)
SELECT member_id, site_day(created_at), coalesce(sum(amount) FILTER (WHERE source <> 'REBATE'), 0), coalesce(sum(amount) FILTER (WHERE source = 'REBATE'), 0)
FROM member_bonuses GROUP BY 1, 2;
INSERT INTO team_daily_rewards (agent_id, day, depth, bonus, rebate)
SELECT t.ancestor_id, r.day, t.depth, sum(r.bonus), sum(r.rebate)
FROM member_daily_rewards r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
GROUP BY 1, 2, 3;
