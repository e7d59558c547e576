-- Rewards: abuse signals, campaigns with stock and budget, provable raffle prizes, and the reward
-- centre's rows (reward issues), with the per-member claim rows that hold each member's limit.

-- 1. Abuse signals: facts that make a member's rewards go to an operator instead of paying at once
-- (a payout account or login address shared with another member, a bet over a grant's max bet, ...).
-- The same fact recorded twice stays one signal (the fingerprint of kind and detail is unique).
CREATE TABLE member_abuse_signals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  detail jsonb NOT NULL DEFAULT '{}',
  fingerprint text NOT NULL CHECK (length(fingerprint) BETWEEN 1 AND 200),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLEARED')),
  cleared_by text CHECK (length(cleared_by) <= 64),
  cleared_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, kind, fingerprint),
  CHECK ((status = 'CLEARED') = (cleared_at IS NOT NULL))
);
CREATE INDEX member_abuse_signals_open_idx ON member_abuse_signals (member_id) WHERE status = 'OPEN';
-- What a claim looks up to find identities shared with other members: the same payout account, the
-- same login address.
CREATE INDEX payout_accounts_number_idx ON payout_accounts (bank_code, account_number) WHERE deleted_at IS NULL;
CREATE INDEX login_history_ip_idx ON login_history (ip, created_at);

-- 2. Campaigns: what a reward is (a fixed amount, or a raffle drawn from weighted prizes), who may
-- claim it (the eligibility rule, as JSON), how many claims and how much money remain (stock and
-- budget, taken by a conditional update in the claim's transaction; NULL = no limit), and how many
-- claims one member may make. A raffle's seed is committed by its hash when the campaign opens and
-- revealed (seed_revealed) when it closes.
CREATE TABLE reward_campaigns (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{0,39}$'),
  kind text NOT NULL CHECK (kind IN ('FIXED', 'RAFFLE')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  amount bigint CHECK (amount > 0),
  multiplier smallint NOT NULL DEFAULT 0 CHECK (multiplier BETWEEN 0 AND 10),
  rule jsonb NOT NULL DEFAULT '{}',
  stock integer CHECK (stock >= 0),
  budget bigint CHECK (budget >= 0),
  per_member_limit integer NOT NULL DEFAULT 1 CHECK (per_member_limit BETWEEN 1 AND 1000),
  claim_days integer NOT NULL DEFAULT 7 CHECK (claim_days BETWEEN 1 AND 365),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  seed text CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash text CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  seed_revealed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK ((kind = 'FIXED') = (amount IS NOT NULL)),
  CHECK ((kind = 'RAFFLE') = (seed IS NOT NULL AND seed_hash IS NOT NULL)),
  CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL)),
  CHECK (NOT seed_revealed OR status = 'CLOSED')
);

-- A raffle's prizes: integer weights (the chance of a prize is its weight over the sum), frozen once
-- a claim exists (trigger in sql/reward_prizes_frozen.sql).
CREATE TABLE reward_campaign_prizes (
  campaign_id bigint NOT NULL REFERENCES reward_campaigns (id),
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 99),
  amount bigint NOT NULL CHECK (amount > 0),
  weight integer NOT NULL CHECK (weight BETWEEN 1 AND 1000000),
  PRIMARY KEY (campaign_id, position)
);

-- 3. The reward centre's rows: every reward a member wins lands here first and is paid on claim.
-- Expired is not stored: an ISSUED row past claim_by is expired. A claim with an open abuse signal
-- goes to IN_REVIEW, where an operator approves (CLAIMED) or rejects it with a reason.
CREATE TABLE reward_issues (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  campaign_id bigint REFERENCES reward_campaigns (id),
  source text NOT NULL CHECK (source ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  -- Unique per source: the business fact that issued it (an operator's reference, ...).
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('MONEY', 'RAFFLE_TICKET')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  -- A money reward's amount; a raffle ticket's once drawn.
  amount bigint CHECK (amount > 0),
  multiplier smallint NOT NULL DEFAULT 0 CHECK (multiplier BETWEEN 0 AND 10),
  claim_by timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'ISSUED' CHECK (status IN ('ISSUED', 'IN_REVIEW', 'CLAIMED', 'REJECTED')),
  -- The raffle draw: which claim of the member it was and which prize it drew.
  draw_sequence integer CHECK (draw_sequence >= 1),
  draw_position smallint,
  bonus_id text,
  wallet text CHECK (wallet IN ('MAIN', 'BONUS')),
  review_reason text CHECK (length(review_reason) <= 200),
  reviewed_by text CHECK (length(reviewed_by) <= 64),
  claimed_at timestamptz,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, reference),
  CHECK (kind = 'RAFFLE_TICKET' OR amount IS NOT NULL),
  CHECK (kind = 'MONEY' OR campaign_id IS NOT NULL),
  CHECK ((status = 'CLAIMED') = (bonus_id IS NOT NULL)),
  CHECK ((status = 'ISSUED') = (claimed_at IS NULL))
);
CREATE INDEX reward_issues_member_idx ON reward_issues (member_id, created_at DESC, id DESC);
CREATE INDEX reward_issues_review_idx ON reward_issues (claimed_at, id) WHERE status = 'IN_REVIEW';

-- One row per claim of a campaign by a member: (campaign, member, sequence) is unique and the
-- sequence is at most the campaign's per-member limit, so two claims racing for the same place
-- cannot both commit.
CREATE TABLE reward_campaign_claims (
  campaign_id bigint NOT NULL REFERENCES reward_campaigns (id),
  member_id bigint NOT NULL REFERENCES members (id),
  sequence integer NOT NULL CHECK (sequence >= 1),
  issue_id bigint NOT NULL UNIQUE REFERENCES reward_issues (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, member_id, sequence)
);
