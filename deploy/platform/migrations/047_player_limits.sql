-- Player protection, part one: the limits a member (or the operator) sets on deposits, losses,
-- wagers and play time, the reality check's interval and the member's play sessions
-- (src/protection/limits). The rules that read these tables live in sql/protection_limit_check.sql
-- and sql/protection_play_touch.sql; the money paths call them under the member's lock.

-- 1. The limits in force, one row per member, kind and period.
-- Money kinds (DEPOSIT, LOSS, WAGER) count over a rolling window: DAY = the last 24 hours, WEEK =
-- the last 7 days, MONTH = the last 30 days; `amount` is in minor units. PLAY_MINUTES counts minutes
-- of play in the current play session (SESSION) or on the current site day (DAY).
-- A raise or a removal does not change `amount`: it waits in `pending_*` until `pending_from`, and
-- then until the member confirms it; the old value applies the whole time.
CREATE TABLE protection_limits (
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER', 'PLAY_MINUTES')),
  period text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH', 'SESSION')),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Who set the value in force: an operator's limit cannot be raised or removed by the member.
  set_by text NOT NULL CHECK (set_by IN ('MEMBER', 'OPERATOR')),
  set_at timestamptz NOT NULL DEFAULT now(),
  -- A raise (pending_amount) or a removal (pending_remove) asked for, confirmable from pending_from.
  pending_amount bigint CHECK (pending_amount > 0),
  pending_remove boolean NOT NULL DEFAULT false,
  pending_from timestamptz,
  PRIMARY KEY (member_id, kind, period),
  CHECK (CASE WHEN kind = 'PLAY_MINUTES' THEN period IN ('SESSION', 'DAY') ELSE period IN ('DAY', 'WEEK', 'MONTH') END),
  CHECK (kind <> 'PLAY_MINUTES' OR amount <= 1440),
  CHECK (NOT (pending_remove AND pending_amount IS NOT NULL)),
  CHECK ((pending_amount IS NOT NULL OR pending_remove) = (pending_from IS NOT NULL))
);

-- 2. Every change of a limit, never edited: what was asked, by whom, and what it did.
CREATE TABLE protection_limit_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL,
  period text NOT NULL,
  -- SET (took effect at once: a first limit or a lower one), RAISE_ASKED, REMOVE_ASKED,
  -- CONFIRMED (a raise or removal the member confirmed after the wait), CANCELLED (a pending change
  -- dropped by a lower value), OPERATOR_SET, OPERATOR_REMOVED.
  action text NOT NULL CHECK (action IN ('SET', 'RAISE_ASKED', 'REMOVE_ASKED', 'CONFIRMED', 'CANCELLED', 'OPERATOR_SET', 'OPERATOR_REMOVED')),
  -- The value asked for or put in force; null for a removal.
  amount bigint,
  -- The operator's name for operator actions; null for the member's own.
  operator text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protection_limit_history_member_idx ON protection_limit_history (member_id, id DESC);

-- 3. The member's own settings: the reality check's interval (null: the brand's default) and when
-- the member answered the limit prompt shown at the first deposit.
CREATE TABLE protection_settings (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  reality_check_minutes integer CHECK (reality_check_minutes IN (15, 30, 45, 60)),
  limit_prompt_answered_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- 4. Play sessions: a stretch of play with no gap of 30 minutes or more. The game page reports play
-- while a game is open and a bet under a time limit does too, so the server knows when the session
-- began and when the reality check last ran (the next one is due an interval after `checked_at`);
-- a reload of the page cannot reset either.
CREATE TABLE protection_play_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  started_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  checked_at timestamptz NOT NULL DEFAULT now(),
  CHECK (last_seen_at >= started_at AND checked_at >= started_at)
);
CREATE INDEX protection_play_sessions_member_idx ON protection_play_sessions (member_id, started_at DESC);

-- 5. What a member with a loss or wager limit staked and lost, per hour (sql/protection_usage_count.sql
-- keeps it as journal lines are posted). A limit's rolling window then reads at most one bucket an
-- hour plus the exact lines of its oldest, partly counted hour, instead of every line of 30 days:
-- the bet of a member with limits costs about what it costs without.
CREATE TABLE protection_usage_hours (
  member_id bigint NOT NULL REFERENCES members (id),
  hour timestamptz NOT NULL,
  -- Stakes less stakes given back (rollbacks, refunds), minor units.
  wagered bigint NOT NULL DEFAULT 0,
  -- Stakes less everything paid back (wins, payouts, rollbacks, refunds); negative after a net win.
  lost bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, hour)
);
