-- Restricted bonus money: a member BONUS wallet beside MAIN, bonus grants with a wagering
-- requirement, and the split of each seamless round between the two wallets.
--
-- A reward with a wagering multiplier is paid from MARKETING into the member's BONUS wallet as a
-- grant; with multiplier 0 it goes to MAIN like any bonus before. Bets stake MAIN first, then
-- BONUS; the round records the bonus part of its stake and of its win. Each settled round's
-- qualifying bet, times its game type's contribution, adds to the member's oldest ACTIVE grant.
-- A MET grant is released to MAIN (capped by its max release, the rest back to MARKETING) once no
-- round of the member is open; an early withdrawal forfeits it; the scheduler expires it or
-- clears it when its balance is too low to play. The functions are in sql/ (bonus_*.sql).

-- 1. The wallet.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_wallet_type_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_wallet_type_check
  CHECK (wallet_type IN ('MAIN', 'BONUS') OR wallet_type ~ '^VENDOR:[A-Z0-9_]{1,32}$');

-- 2. How much of a game type's qualifying bet counts towards wagering, in percent: the default
-- of every grant that names no percentages of its own (a grant keeps a copy of what it was given,
-- so a later change here does not move a running requirement). A type not listed counts nothing.
CREATE TABLE bonus_contributions (
  game_type text PRIMARY KEY CHECK (game_type ~ '^[A-Z]{2,16}$'),
  percent integer NOT NULL CHECK (percent BETWEEN 0 AND 100)
);
INSERT INTO bonus_contributions (game_type, percent) VALUES
  ('RNG', 100), ('FISH', 100), ('PVP', 50), ('ELOTT', 50), ('LOTT', 50),
  ('SPORTS', 50), ('ESPORTS', 50), ('LIVE', 20), ('COCKFIGHT', 20);

-- 3. The grants. balance is the grant's part of the BONUS wallet: the BONUS balance is the sum of
-- the balances of the member's open (ACTIVE or MET) grants, which reconcile checks. Closed grants
-- hold nothing.
CREATE TABLE bonus_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  multiplier numeric(4, 2) NOT NULL CHECK (multiplier > 0 AND multiplier <= 10),
  required bigint NOT NULL CHECK (required > 0),
  progressed bigint NOT NULL DEFAULT 0 CHECK (progressed >= 0),
  contributions jsonb NOT NULL CHECK (jsonb_typeof(contributions) = 'object'),
  max_bet bigint CHECK (max_bet > 0),
  max_release bigint CHECK (max_release > 0),
  expires_at timestamptz,
  balance bigint NOT NULL CHECK (balance >= 0),
  status text NOT NULL DEFAULT 'ACTIVE'
    CHECK (status IN ('ACTIVE', 'MET', 'RELEASED', 'FORFEITED', 'EXPIRED', 'CLEARED_LOW_BALANCE')),
  -- What closing moved: to MAIN (a release) and back to MARKETING (the rest, a forfeit, expiry).
  released bigint NOT NULL DEFAULT 0 CHECK (released >= 0),
  returned bigint NOT NULL DEFAULT 0 CHECK (returned >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK ((status IN ('ACTIVE', 'MET')) = (closed_at IS NULL)),
  CHECK (status IN ('ACTIVE', 'MET') OR balance = 0)
);
CREATE INDEX bonus_grants_open_idx ON bonus_grants (member_id, id) WHERE status IN ('ACTIVE', 'MET');
CREATE INDEX bonus_grants_expiry_idx ON bonus_grants (expires_at) WHERE status = 'ACTIVE' AND expires_at IS NOT NULL;
CREATE INDEX bonus_grants_member_idx ON bonus_grants (member_id, created_at DESC);

-- 4. One member_bonuses row per credit, whatever its source, with the wallet it went to and its
-- grant when it carries a requirement (memo: the title the member sees).
ALTER TABLE member_bonuses DROP CONSTRAINT member_bonuses_source_check;
ALTER TABLE member_bonuses ADD CONSTRAINT member_bonuses_source_check CHECK (source ~ '^[A-Z][A-Z0-9_]{1,31}$');
ALTER TABLE member_bonuses ADD COLUMN wallet text NOT NULL DEFAULT 'MAIN' CHECK (wallet IN ('MAIN', 'BONUS'));
ALTER TABLE member_bonuses ADD COLUMN grant_id bigint UNIQUE REFERENCES bonus_grants (id);
ALTER TABLE member_bonuses ADD CONSTRAINT member_bonuses_grant_wallet CHECK ((wallet = 'BONUS') = (grant_id IS NOT NULL));

-- 5. The split of a round between the wallets (REAL rounds played from MAIN only; 0 elsewhere).
ALTER TABLE game_rounds ADD COLUMN bonus_stake bigint NOT NULL DEFAULT 0 CHECK (bonus_stake >= 0);
ALTER TABLE game_rounds ADD COLUMN bonus_win bigint NOT NULL DEFAULT 0 CHECK (bonus_win >= 0);
-- And of each bet, so a rollback gives each wallet back its part.
ALTER TABLE seamless_transactions ADD COLUMN bonus_amount bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0);

-- 6. A round's contribution to wagering, once counted: on the round so it is counted once.
ALTER TABLE game_rounds ADD COLUMN bonus_grant_id bigint REFERENCES bonus_grants (id);
ALTER TABLE game_rounds ADD COLUMN bonus_progress bigint NOT NULL DEFAULT 0 CHECK (bonus_progress >= 0);
-- The open rounds of a member (a release waits for none).
CREATE INDEX game_rounds_open_idx ON game_rounds (member_id) WHERE status = 'OPEN';
