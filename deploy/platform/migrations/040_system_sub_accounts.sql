-- System accounts that every member's postings touch are split into shards, so postings of
-- different members do not queue on one balance row. A sharded account keeps its row (shard 0,
-- with its code and its balance so far) and gets shard_count - 1 more rows of the same kind, ledger
-- and overdraft rule, without a code of their own; the posting (sql/ledger_post_transfer.sql)
-- moves each line to the shard chosen from the member's account id, so one member's postings
-- always land on the same shard, in order. The account's balance is the sum of its shards
-- (system_account_balances below): what the reconcile and the reports show.
--
-- WITHDRAWAL_HOLD is not split: its payout moves money to PAYMENT_CLEARING without a member to
-- choose the shard by, and a shard of an account that may not go negative must be paid from the
-- shard the money went into. It is touched once per withdrawal, not per bet.
ALTER TABLE ledger_accounts ADD COLUMN shard_of bigint REFERENCES ledger_accounts (id);
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD COLUMN shard_count smallint NOT NULL DEFAULT 1 CHECK (shard_count BETWEEN 1 AND 256);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_check CHECK (
  CASE WHEN shard_of IS NULL THEN shard = 0 ELSE kind = 'SYSTEM' AND code IS NULL AND shard > 0 AND shard_count = 1 END
);
-- A shard is a system account without a code; every other system account has one.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_check CHECK (CASE kind
  WHEN 'MEMBER' THEN member_id IS NOT NULL AND wallet_type IS NOT NULL AND code IS NULL AND NOT allow_negative
  ELSE member_id IS NULL AND wallet_type IS NULL AND (code IS NOT NULL) = (shard_of IS NULL)
END);
CREATE UNIQUE INDEX ledger_accounts_shard_idx ON ledger_accounts (shard_of, shard) WHERE shard_of IS NOT NULL;

-- The shard count is a property of the account row, which only journal lines may change: the guard
-- steps aside for this one-time change.
-- include sql/ledger_account_guard.sql
ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_guard;
UPDATE ledger_accounts SET shard_count = 16
WHERE kind = 'SYSTEM' AND code IN ('OPERATOR_FUNDING', 'TRIAL_FUNDING', 'HOUSE', 'PLAY_HOUSE', 'PAYMENT_CLEARING', 'MARKETING', 'LOTTERY_STAKES', 'AGENT_PAYOUTS');
ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_guard;

INSERT INTO ledger_accounts (kind, shard_of, shard, allow_negative, ledger)
SELECT 'SYSTEM', a.id, s.shard, a.allow_negative, a.ledger
FROM ledger_accounts a CROSS JOIN LATERAL generate_series(1, a.shard_count - 1) AS s (shard)
WHERE a.kind = 'SYSTEM' AND a.shard_count > 1
ORDER BY a.id, s.shard;

-- One figure per system account: its own row and its shards.
CREATE VIEW system_account_balances AS
SELECT a.id, a.code, a.ledger, a.allow_negative, a.balance + coalesce((SELECT sum(s.balance) FROM ledger_accounts s WHERE s.shard_of = a.id), 0) AS balance
FROM ledger_accounts a
WHERE a.kind = 'SYSTEM' AND a.shard_of IS NULL;

-- The posting takes the shard key now; the old one would stay beside it as an overload.
DROP FUNCTION IF EXISTS ledger_post_transfer(text, text, bigint, bigint, bigint, text, text);
-- include sql/ledger_account_shard.sql
-- include sql/ledger_post_transfer.sql

-- LOTTERY_STAKES may not go negative, and a bet's stake leaves it from the bet member's shard (the
-- settlement names the member): the stakes of bets still open move from the account's own row to
-- their members' shards, one entry per shard.
SELECT ledger_post_transfer('ledger-shard-split:LOTTERY_STAKES:' || s.shard, 'LEDGER_SHARD_SPLIT', s.shard_of, s.id, open_stakes.total)
FROM (
  SELECT ledger_account_shard(stakes.id, w.id) AS shard_id, sum(b.stake)::bigint AS total
  FROM lottery_bets b
  JOIN ledger_accounts w ON w.member_id = b.member_id AND w.wallet_type = 'MAIN'
  CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'SYSTEM' AND code = 'LOTTERY_STAKES') stakes
  WHERE b.status = 'PLACED'
  GROUP BY 1
) open_stakes
JOIN ledger_accounts s ON s.id = open_stakes.shard_id AND s.shard_of IS NOT NULL
ORDER BY s.id;
