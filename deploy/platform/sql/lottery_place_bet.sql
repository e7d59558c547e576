-- o_result: PLACED, REPLAY, CONFLICT, UNKNOWN_ISSUE, LOCKED, NOT_OPEN or NO_FUNDS; o_bet_id: the
-- bet placed now or, for REPLAY and CONFLICT, the one placed before under the request id (replay
-- or conflict is decided here, by lottery_bet_repeat; the caller only answers it); o_balance: the
-- MAIN balance the stake left (PLACED).
CREATE OR REPLACE FUNCTION lottery_place_bet(p_member_id bigint, p_game_id text, p_numero text, p_bet_type text, p_numbers text[],
  p_units integer, p_unit_price bigint, p_stake bigint, p_odds_scaled bigint, p_request_id text, p_placed_at timestamptz,
  p_round_provider text, p_round_vendor text, p_round_game_type text, p_round_name text,
  OUT o_result text, OUT o_bet_id bigint, OUT o_balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_issue record;
  v_wallet bigint;
  v_stakes bigint;
  v_repeat record;
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
    SELECT r.o_result, r.o_bet_id INTO v_repeat
    FROM lottery_bet_repeat(p_member_id, p_request_id, p_game_id, p_numero, p_bet_type, p_numbers, p_units) r;
    IF FOUND THEN o_result := v_repeat.o_result; o_bet_id := v_repeat.o_bet_id; END IF;
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
    SELECT r.o_result, r.o_bet_id INTO STRICT o_result, o_bet_id
    FROM lottery_bet_repeat(p_member_id, p_request_id, p_game_id, p_numero, p_bet_type, p_numbers, p_units) r;
    RETURN;
  END IF;
  -- The member's limits (a repeat was answered above): a stake they leave no room for raises PL001
  -- and undoes the call, the bet row with it.
  PERFORM protection_limit_check(p_member_id, 'STAKE', p_stake);

  INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, status, started_at)
  VALUES (p_round_provider, 'L' || o_bet_id, p_member_id, p_round_vendor, p_round_game_type, p_game_id, p_round_name, 'REAL', p_stake, p_stake, 'OPEN', p_placed_at);

  SELECT a.id INTO STRICT v_stakes FROM ledger_accounts a WHERE a.kind = 'SYSTEM' AND a.code = 'LOTTERY_STAKES';
  -- An overdraft fails here, and with it the whole call.
  SELECT t.o_from_balance INTO o_balance
  FROM ledger_post_transfer('lottery-bet:' || o_bet_id, 'LOTTERY_BET', v_wallet, v_stakes, p_stake, 'L' || o_bet_id) t;
  o_result := 'PLACED';
END
$$;
