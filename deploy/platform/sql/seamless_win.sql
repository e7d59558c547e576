-- A win (amount 0 closes a lost round and moves no money: the ledger has no empty entries).
-- o_result: DONE, REPLAY, or SESSION_INVALID, TX_CONFLICT, ROUND_NOT_FOUND, ROUND_MISMATCH,
-- ROUND_SETTLED, ROUND_ROLLED_BACK.
CREATE OR REPLACE FUNCTION seamless_win(p_provider text, p_session_id bigint, p_round_id text, p_tx_id text, p_amount bigint,
  p_round_closed boolean, p_fingerprint text, OUT o_result text, OUT o_answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_session record;
  v_earlier record;
  v_round record;
  v_wallet record;
  v_posted record;
  v_house bigint;
  v_balance bigint;
  v_entry_id bigint;
  v_bonus_part bigint := 0;
  v_grant_id bigint;
  v_progress bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('seamless:' || p_provider || ':win:' || p_tx_id));
  SELECT t.fingerprint, t.response INTO v_earlier FROM seamless_transactions t
  WHERE t.provider = p_provider AND t.kind = 'WIN' AND t.tx_id = p_tx_id;
  IF FOUND THEN
    o_result := CASE WHEN v_earlier.fingerprint = p_fingerprint THEN 'REPLAY' ELSE 'TX_CONFLICT' END;
    o_answer := CASE WHEN o_result = 'REPLAY' THEN v_earlier.response END;
    RETURN;
  END IF;

  SELECT s.member_id, s.game_code, s.wallet_type INTO v_session FROM game_sessions s WHERE s.id = p_session_id AND s.provider = p_provider;
  IF NOT FOUND THEN o_result := 'SESSION_INVALID'; RETURN; END IF;
  SELECT g.id, g.member_id, g.game_code, g.game_type, g.ledger, g.status, g.stake, g.valid_bet, g.win, g.bonus_stake, g.started_at, g.bonus_grant_id
  INTO v_round FROM game_rounds g WHERE g.provider = p_provider AND g.round_id = p_round_id FOR UPDATE;
  IF NOT FOUND THEN o_result := 'ROUND_NOT_FOUND'; RETURN; END IF;
  IF v_round.member_id <> v_session.member_id OR v_round.game_code <> v_session.game_code THEN o_result := 'ROUND_MISMATCH'; RETURN; END IF;
  IF v_round.status = 'SETTLED' THEN o_result := 'ROUND_SETTLED'; RETURN; END IF;
  IF v_round.status = 'ROLLED_BACK' THEN o_result := 'ROUND_ROLLED_BACK'; RETURN; END IF;

  -- The member's lock before any posting (see bonus_member_lock).
  IF v_round.ledger = 'REAL' THEN PERFORM bonus_member_lock(v_session.member_id); END IF;
  SELECT a.id, a.balance INTO STRICT v_wallet FROM ledger_accounts a WHERE a.member_id = v_session.member_id AND a.wallet_type = v_session.wallet_type;
  v_balance := v_wallet.balance;
  IF p_amount > 0 THEN
    SELECT a.id INTO STRICT v_house FROM ledger_accounts a
    WHERE a.kind = 'SYSTEM' AND a.code = CASE v_round.ledger WHEN 'PLAY' THEN 'PLAY_HOUSE' ELSE 'HOUSE' END;
    -- A win pays each wallet in the proportion it staked; the bonus part rounds down, so a cent
    -- of doubt goes to the member's cash.
    IF v_round.bonus_stake > 0 THEN
      v_bonus_part := floor(p_amount::numeric * v_round.bonus_stake / v_round.stake)::bigint;
    END IF;
    IF v_bonus_part < p_amount THEN
      SELECT * INTO v_posted FROM ledger_post_transfer('seamless:' || p_provider || ':win:' || p_tx_id, 'SEAMLESS_WIN', v_house, v_wallet.id, p_amount - v_bonus_part);
      v_balance := v_posted.o_to_balance;
      v_entry_id := v_posted.o_entry_id;
    END IF;
    IF v_bonus_part > 0 THEN
      PERFORM bonus_grants_give(v_session.member_id, v_house, v_bonus_part, 'seamless:' || p_provider || ':win:' || p_tx_id || ':bonus', 'SEAMLESS_WIN');
      v_entry_id := coalesce(v_entry_id, (SELECT e.id FROM journal_entries e WHERE e.idempotency_key = 'seamless:' || p_provider || ':win:' || p_tx_id || ':bonus'));
    END IF;
  END IF;

  -- A real-money round that settles now counts towards the member's bonus wagering, written in
  -- the same update as the win (one row version, not two). Its qualifying bet is the one the round's
  -- trigger computes from the settled figures (sql/game_round_qualifying_bet.sql); the site's own
  -- lottery writes its figure itself, so a round of that name takes the general path after the update.
  IF p_round_closed AND v_round.ledger = 'REAL' AND v_round.bonus_grant_id IS NULL AND p_provider <> 'LOTTERY' THEN
    SELECT c.o_grant_id, c.o_progress INTO v_grant_id, v_progress FROM bonus_round_progress(v_round.member_id, v_round.id, v_round.game_type, v_round.stake,
      round_qualifying_bet(v_round.game_type, 'SETTLED', v_round.valid_bet, v_round.win + p_amount), v_round.started_at) c;
  END IF;
  UPDATE game_rounds SET win = win + p_amount, bonus_win = bonus_win + v_bonus_part,
    status = CASE WHEN p_round_closed THEN 'SETTLED' ELSE status END,
    settled_at = CASE WHEN p_round_closed THEN now() ELSE settled_at END,
    bonus_grant_id = coalesce(v_grant_id, bonus_grant_id),
    bonus_progress = CASE WHEN v_grant_id IS NULL THEN bonus_progress ELSE v_progress END
  WHERE id = v_round.id;
  IF p_round_closed AND v_round.ledger = 'REAL' THEN
    IF p_provider = 'LOTTERY' THEN
      PERFORM bonus_round_settled(v_round.id);
    ELSE
      PERFORM bonus_release_met(v_round.member_id);
    END IF;
  END IF;
  IF v_session.wallet_type = 'MAIN' THEN
    v_balance := (SELECT a.balance FROM ledger_accounts a WHERE a.id = v_wallet.id) + bonus_balance(v_session.member_id);
  END IF;
  o_result := 'DONE';
  o_answer := jsonb_build_object('balance', v_balance, 'currency', v_round.ledger, 'txId', p_tx_id);
  INSERT INTO seamless_transactions (provider, kind, tx_id, fingerprint, session_id, member_id, round_id, amount, status, entry_id, response)
  VALUES (p_provider, 'WIN', p_tx_id, p_fingerprint, p_session_id, v_session.member_id, p_round_id, p_amount, 'DONE', v_entry_id, o_answer);
END
$$;
