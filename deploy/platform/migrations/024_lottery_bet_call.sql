-- Placing a lottery bet as one statement sent by the platform.
--
-- Sent as seven statements (begin, the issue, the bet and its round, a savepoint, the entry, its
-- lines, commit), a bet spent most of its time on round trips and on planning each statement
-- again; as a function it is one round trip and the statements inside keep their plans, as the
-- seamless bet and win do (migration 013). It runs as its own statement, so it commits or fails
-- whole: an overdraft fails the line's insert, and with it the bet and its round.
--
-- The rules it holds (the platform maps each result to its answer):
-- - the issue row is locked FOR SHARE, so it cannot be cancelled or have its times moved while the
--   bet is taken; the time the platform passes decides (at or past the lock time: LOCKED; before
--   the sale start or cancelled: NOT_OPEN; no such issue: UNKNOWN_ISSUE), not the status alone, so
--   a scheduler that runs late never lets a late bet in;
-- - a requestId the member used before answers REPLAY with that bet's id, even once sales closed;
--   on PostgreSQL a concurrent bet with the same requestId is waited for and then found;
-- - a member who never had a wallet has no money: NO_FUNDS, nothing written;
-- - the bet row, its game round (under the provider, vendor and game type the platform passes,
--   round id 'L' || bet id) and the stake from the
--   member's MAIN wallet to LOTTERY_STAKES (key 'lottery-bet:' || bet id) commit together.

-- Posts one ledger entry of two lines, like postTransfer in wallet/ledger.ts (the same fingerprint,
-- so either side recognises the other's posting as a replay), with the reference the member sees
-- in the account record. Lines go in account-id order, so opposite transfers lock their accounts
-- in one order; the database's triggers apply the lines and refuse overdrafts.
CREATE FUNCTION ledger_post_transfer(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint, p_reference text,
  OUT o_entry_id bigint, OUT o_from_balance bigint, OUT o_to_balance bigint) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO journal_entries (idempotency_key, kind, fingerprint, reference)
  VALUES (p_key, p_kind, encode(sha256(convert_to(format('["%s","%s","%s","%s"]', p_kind, p_from, p_to, p_amount), 'UTF8')), 'hex'), p_reference)
  RETURNING id INTO o_entry_id;
  WITH posted AS (
    INSERT INTO journal_lines (entry_id, account_id, amount)
    SELECT o_entry_id, line.account, line.delta
    FROM (VALUES (p_from, -p_amount), (p_to, p_amount)) AS line (account, delta)
    ORDER BY line.account
    RETURNING account_id, balance_after
  )
  SELECT max(balance_after) FILTER (WHERE account_id = p_from), max(balance_after) FILTER (WHERE account_id = p_to)
  INTO o_from_balance, o_to_balance FROM posted;
END
$$;

-- The seamless calls' posting is now the same one, without a reference.
CREATE OR REPLACE FUNCTION seamless_post_transfer(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint,
  OUT o_entry_id bigint, OUT o_from_balance bigint, OUT o_to_balance bigint) LANGUAGE plpgsql AS $$
BEGIN
  SELECT * INTO o_entry_id, o_from_balance, o_to_balance FROM ledger_post_transfer(p_key, p_kind, p_from, p_to, p_amount, NULL);
END
$$;

-- o_result: PLACED, REPLAY, UNKNOWN_ISSUE, LOCKED, NOT_OPEN or NO_FUNDS; o_bet_id: the bet placed
-- now or, for REPLAY, the one placed before; o_balance: the MAIN balance the stake left (PLACED).
CREATE FUNCTION lottery_place_bet(p_member_id bigint, p_game_id text, p_numero text, p_bet_type text, p_numbers text[],
  p_units integer, p_unit_price bigint, p_stake bigint, p_odds_scaled bigint, p_request_id text, p_placed_at timestamptz,
  p_round_provider text, p_round_vendor text, p_round_game_type text, p_round_name text,
  OUT o_result text, OUT o_bet_id bigint, OUT o_balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_issue record;
  v_wallet bigint;
  v_stakes bigint;
BEGIN
  SELECT i.id, i.status, i.sale_start_at, i.lock_at INTO v_issue
  FROM lottery_issues i WHERE i.game_id = p_game_id AND i.numero = p_numero FOR SHARE;
  o_result := CASE
    WHEN NOT FOUND THEN 'UNKNOWN_ISSUE'
    WHEN v_issue.status = 'CANCELLED' THEN 'NOT_OPEN'
    WHEN p_placed_at >= v_issue.lock_at OR v_issue.status IN ('LOCKED', 'DRAWN', 'SETTLED') THEN 'LOCKED'
    WHEN p_placed_at < v_issue.sale_start_at THEN 'NOT_OPEN'
  END;
  IF o_result IS NOT NULL THEN
    -- A repeat of a bet placed before answers that bet, even once sales have closed.
    SELECT b.id INTO o_bet_id FROM lottery_bets b WHERE b.member_id = p_member_id AND b.request_id = p_request_id;
    IF FOUND THEN o_result := 'REPLAY'; END IF;
    RETURN;
  END IF;

  SELECT a.id INTO v_wallet FROM ledger_accounts a WHERE a.member_id = p_member_id AND a.wallet_type = 'MAIN';
  IF NOT FOUND THEN o_result := 'NO_FUNDS'; RETURN; END IF;

  INSERT INTO lottery_bets (member_id, game_id, issue_id, numero, bet_type, numbers, units, unit_price, stake, odds, request_id, placed_at)
  VALUES (p_member_id, p_game_id, v_issue.id, p_numero, p_bet_type, p_numbers, p_units, p_unit_price, p_stake,
          p_odds_scaled::numeric / 10000, p_request_id, p_placed_at)
  ON CONFLICT (member_id, request_id) DO NOTHING
  RETURNING id INTO o_bet_id;
  IF NOT FOUND THEN
    SELECT b.id INTO STRICT o_bet_id FROM lottery_bets b WHERE b.member_id = p_member_id AND b.request_id = p_request_id;
    o_result := 'REPLAY';
    RETURN;
  END IF;

  INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, status, started_at)
  VALUES (p_round_provider, 'L' || o_bet_id, p_member_id, p_round_vendor, p_round_game_type, p_game_id, p_round_name, 'REAL', p_stake, p_stake, 'OPEN', p_placed_at);

  SELECT a.id INTO STRICT v_stakes FROM ledger_accounts a WHERE a.kind = 'SYSTEM' AND a.code = 'LOTTERY_STAKES';
  -- An overdraft fails here, and with it the whole call.
  SELECT t.o_from_balance INTO o_balance
  FROM ledger_post_transfer('lottery-bet:' || o_bet_id, 'LOTTERY_BET', v_wallet, v_stakes, p_stake, 'L' || o_bet_id) t;
  o_result := 'PLACED';
END
$$;
