-- A rollback: the provider gives up the bet `p_tx_id` (a rollback names its bet's txId), and the
-- stake goes back to the member's wallet. o_result: DONE, REPLAY, or SESSION_INVALID, TX_CONFLICT,
-- TX_MISMATCH, ROUND_NOT_FOUND, ROUND_MISMATCH, ROUND_SETTLED; o_answer: the answer, as recorded.
--
-- - Accepted after the session expired: rounds already played must settle.
-- - A rollback of a bet that has not arrived is recorded (NO_BET) and moves nothing; that bet, if it
--   comes later, moves nothing either (seamless_bet answers it rolledBack).
-- - A bet whose round has a win (a zero one included) or is closed is not rolled back
--   (ROUND_SETTLED): the win was paid on the strength of it.
-- - The bet comes out of its round; the round is ROLLED_BACK once none of its bets stands. The
--   rollups follow the round by its trigger.
CREATE OR REPLACE FUNCTION seamless_rollback(p_provider text, p_session_id bigint, p_round_id text, p_tx_id text,
  p_fingerprint text, OUT o_result text, OUT o_answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_session record;
  v_earlier record;
  v_bet record;
  v_wallet record;
  v_round record;
  v_posted record;
  v_house bigint;
  v_standing boolean;
  v_balance bigint;
  v_entry_id bigint;
BEGIN
  -- The bet's lock: a bet and its rollback wait for each other, and so do two rollbacks of it.
  PERFORM pg_advisory_xact_lock(hashtext('seamless:' || p_provider || ':bet:' || p_tx_id));
  SELECT t.fingerprint, t.response INTO v_earlier FROM seamless_transactions t
  WHERE t.provider = p_provider AND t.kind = 'ROLLBACK' AND t.tx_id = p_tx_id;
  IF FOUND THEN
    o_result := CASE WHEN v_earlier.fingerprint = p_fingerprint THEN 'REPLAY' ELSE 'TX_CONFLICT' END;
    o_answer := CASE WHEN o_result = 'REPLAY' THEN v_earlier.response END;
    RETURN;
  END IF;

  SELECT s.member_id, s.game_code, s.ledger, s.wallet_type INTO v_session FROM game_sessions s
  WHERE s.id = p_session_id AND s.provider = p_provider;
  IF NOT FOUND THEN o_result := 'SESSION_INVALID'; RETURN; END IF;
  -- Authenticate opened the session's wallet, so every session's member has it.
  SELECT a.id, a.balance INTO STRICT v_wallet FROM ledger_accounts a WHERE a.member_id = v_session.member_id AND a.wallet_type = v_session.wallet_type;

  SELECT t.member_id, t.round_id, t.amount, t.bonus_amount INTO v_bet FROM seamless_transactions t
  WHERE t.provider = p_provider AND t.kind = 'BET' AND t.tx_id = p_tx_id;
  IF NOT FOUND THEN
    o_result := 'DONE';
    o_answer := jsonb_build_object('balance', v_wallet.balance + CASE WHEN v_session.wallet_type = 'MAIN' THEN bonus_balance(v_session.member_id) ELSE 0 END,
      'currency', v_session.ledger, 'txId', p_tx_id);
    INSERT INTO seamless_transactions (provider, kind, tx_id, fingerprint, session_id, member_id, round_id, amount, status, entry_id, response)
    VALUES (p_provider, 'ROLLBACK', p_tx_id, p_fingerprint, p_session_id, v_session.member_id, p_round_id, 0, 'NO_BET', NULL, o_answer);
    RETURN;
  END IF;
  IF v_bet.member_id <> v_session.member_id OR v_bet.round_id <> p_round_id THEN o_result := 'TX_MISMATCH'; RETURN; END IF;

  SELECT g.id, g.member_id, g.game_code, g.ledger, g.status INTO v_round FROM game_rounds g
  WHERE g.provider = p_provider AND g.round_id = p_round_id FOR UPDATE;
  IF NOT FOUND THEN o_result := 'ROUND_NOT_FOUND'; RETURN; END IF;
  IF v_round.member_id <> v_session.member_id OR v_round.game_code <> v_session.game_code THEN o_result := 'ROUND_MISMATCH'; RETURN; END IF;
  IF v_round.status = 'SETTLED' OR EXISTS (
    SELECT 1 FROM seamless_transactions t WHERE t.provider = p_provider AND t.round_id = p_round_id AND t.kind = 'WIN'
  ) THEN
    o_result := 'ROUND_SETTLED';
    RETURN;
  END IF;

  SELECT a.id INTO STRICT v_house FROM ledger_accounts a
  WHERE a.kind = 'SYSTEM' AND a.code = CASE v_round.ledger WHEN 'PLAY' THEN 'PLAY_HOUSE' ELSE 'HOUSE' END;
  -- The member's lock before any posting (see bonus_member_lock); each wallet gets its part back.
  IF v_round.ledger = 'REAL' THEN PERFORM bonus_member_lock(v_session.member_id); END IF;
  IF v_bet.bonus_amount < v_bet.amount THEN
    SELECT * INTO v_posted FROM ledger_post_transfer('seamless:' || p_provider || ':rollback:' || p_tx_id, 'SEAMLESS_ROLLBACK', v_house, v_wallet.id, v_bet.amount - v_bet.bonus_amount);
    v_entry_id := v_posted.o_entry_id;
  END IF;
  IF v_bet.bonus_amount > 0 THEN
    PERFORM bonus_grants_give(v_session.member_id, v_house, v_bet.bonus_amount, 'seamless:' || p_provider || ':rollback:' || p_tx_id || ':bonus', 'SEAMLESS_ROLLBACK');
    v_entry_id := coalesce(v_entry_id,
      (SELECT e.id FROM journal_entries e WHERE e.idempotency_key = 'seamless:' || p_provider || ':rollback:' || p_tx_id || ':bonus'));
  END IF;
  -- The bet's record keeps its first answer, which a replay of the bet returns.
  UPDATE seamless_transactions SET status = 'ROLLED_BACK' WHERE provider = p_provider AND kind = 'BET' AND tx_id = p_tx_id;
  v_standing := EXISTS (
    SELECT 1 FROM seamless_transactions t WHERE t.provider = p_provider AND t.round_id = p_round_id AND t.kind = 'BET' AND t.status = 'DONE'
  );
  UPDATE game_rounds SET stake = stake - v_bet.amount, valid_bet = valid_bet - v_bet.amount, bonus_stake = bonus_stake - v_bet.bonus_amount,
    status = CASE WHEN v_standing THEN status ELSE 'ROLLED_BACK' END,
    settled_at = CASE WHEN v_standing THEN settled_at ELSE now() END
  WHERE id = v_round.id;
  -- A round that ends here may have been the last open one a met grant waited for.
  IF NOT v_standing AND v_round.ledger = 'REAL' THEN PERFORM bonus_round_settled(v_round.id); END IF;
  v_balance := (SELECT a.balance FROM ledger_accounts a WHERE a.id = v_wallet.id)
    + CASE WHEN v_session.wallet_type = 'MAIN' THEN bonus_balance(v_session.member_id) ELSE 0 END;
  o_result := 'DONE';
  o_answer := jsonb_build_object('balance', v_balance, 'currency', v_round.ledger, 'txId', p_tx_id);
  INSERT INTO seamless_transactions (provider, kind, tx_id, fingerprint, session_id, member_id, round_id, amount, status, entry_id, response, bonus_amount)
  VALUES (p_provider, 'ROLLBACK', p_tx_id, p_fingerprint, p_session_id, v_session.member_id, p_round_id, v_bet.amount, 'DONE', v_entry_id, o_answer, v_bet.bonus_amount);
END
$$;
