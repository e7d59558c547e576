-- A bet. o_result: DONE, ROLLED_BACK (a rollback came first), REPLAY, or the refusal's code
-- (SESSION_INVALID, SESSION_EXPIRED, ACCOUNT_FROZEN, TX_CONFLICT, TX_MISMATCH, ROUND_MISMATCH,
-- ROUND_SETTLED, ROUND_ROLLED_BACK); o_answer: the answer, as recorded.
CREATE OR REPLACE FUNCTION seamless_bet(p_provider text, p_session_id bigint, p_round_id text, p_tx_id text, p_amount bigint,
  p_fingerprint text, p_session_idle_ms bigint, OUT o_result text, OUT o_answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_session record;
  v_earlier record;
  v_wallet record;
  v_round record;
  v_existing record;
  v_posted record;
  v_house bigint;
  v_bonus record;
  v_bonus_part bigint := 0;
  v_main_balance bigint;
  v_entry_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('seamless:' || p_provider || ':bet:' || p_tx_id));
  SELECT t.fingerprint, t.response INTO v_earlier FROM seamless_transactions t
  WHERE t.provider = p_provider AND t.kind = 'BET' AND t.tx_id = p_tx_id;
  IF FOUND THEN
    o_result := CASE WHEN v_earlier.fingerprint = p_fingerprint THEN 'REPLAY' ELSE 'TX_CONFLICT' END;
    o_answer := CASE WHEN o_result = 'REPLAY' THEN v_earlier.response END;
    RETURN;
  END IF;

  SELECT s.member_id, s.vendor, s.game_type, s.game_code, s.game_id, s.game_name, s.ledger, s.wallet_type,
         s.expires_at > now() AS alive, m.status = 'FROZEN' AS frozen
  INTO v_session FROM game_sessions s JOIN members m ON m.id = s.member_id
  WHERE s.id = p_session_id AND s.provider = p_provider;
  IF NOT FOUND THEN o_result := 'SESSION_INVALID'; RETURN; END IF;
  IF NOT v_session.alive THEN o_result := 'SESSION_EXPIRED'; RETURN; END IF;
  IF v_session.frozen THEN o_result := 'ACCOUNT_FROZEN'; RETURN; END IF;
  -- Authenticate opened the session's wallet, so every session's member has it.
  SELECT a.id, a.balance INTO STRICT v_wallet FROM ledger_accounts a WHERE a.member_id = v_session.member_id AND a.wallet_type = v_session.wallet_type;

  SELECT t.member_id, t.round_id INTO v_earlier FROM seamless_transactions t
  WHERE t.provider = p_provider AND t.kind = 'ROLLBACK' AND t.tx_id = p_tx_id;
  IF FOUND THEN
    IF v_earlier.member_id <> v_session.member_id OR v_earlier.round_id <> p_round_id THEN o_result := 'TX_MISMATCH'; RETURN; END IF;
    -- The provider gave this bet up before it arrived: keep it on record, move nothing.
    o_result := 'ROLLED_BACK';
    o_answer := jsonb_build_object('balance', v_wallet.balance + CASE WHEN v_session.wallet_type = 'MAIN' THEN bonus_balance(v_session.member_id) ELSE 0 END,
      'currency', v_session.ledger, 'txId', p_tx_id, 'rolledBack', true);
    INSERT INTO seamless_transactions (provider, kind, tx_id, fingerprint, session_id, member_id, round_id, amount, status, entry_id, response)
    VALUES (p_provider, 'BET', p_tx_id, p_fingerprint, p_session_id, v_session.member_id, p_round_id, p_amount, 'ROLLED_BACK', NULL, o_answer);
  ELSE
    -- A round opens at its first bet; later bets add to it while it is open and the same member's
    -- game. Stake and valid bet are the same sum (the provider reports no separate valid amount).
    INSERT INTO game_rounds AS g (provider, round_id, member_id, vendor, game_type, game_code, game_id, game_name, ledger, stake, valid_bet, status)
    VALUES (p_provider, p_round_id, v_session.member_id, v_session.vendor, v_session.game_type, v_session.game_code, v_session.game_id,
            v_session.game_name, v_session.ledger, p_amount, p_amount, 'OPEN')
    ON CONFLICT (provider, round_id) DO UPDATE
      SET stake = g.stake + EXCLUDED.stake, valid_bet = g.valid_bet + EXCLUDED.valid_bet
      WHERE g.member_id = EXCLUDED.member_id AND g.game_code = EXCLUDED.game_code AND g.status = 'OPEN'
    RETURNING g.id INTO v_round;
    IF NOT FOUND THEN
      SELECT g.member_id, g.game_code, g.status INTO v_existing FROM game_rounds g WHERE g.provider = p_provider AND g.round_id = p_round_id;
      o_result := CASE
        WHEN v_existing.member_id <> v_session.member_id OR v_existing.game_code <> v_session.game_code THEN 'ROUND_MISMATCH'
        WHEN v_existing.status = 'SETTLED' THEN 'ROUND_SETTLED'
        ELSE 'ROUND_ROLLED_BACK' END;
      RETURN;
    END IF;

    SELECT a.id INTO STRICT v_house FROM ledger_accounts a
    WHERE a.kind = 'SYSTEM' AND a.code = CASE v_session.ledger WHEN 'PLAY' THEN 'PLAY_HOUSE' ELSE 'HOUSE' END;
    v_main_balance := v_wallet.balance;
    IF v_session.ledger = 'REAL' THEN
      -- Real money stakes MAIN first, then BONUS (sessions of a transfer-wallet vendor play from
      -- their own wallet alone). Under the member's lock, so two bets cannot both count on MAIN.
      SELECT l.o_main_balance INTO v_main_balance FROM bonus_member_lock(v_session.member_id) l;
      -- A member who stepped away from play (time-out, self-exclusion, the exclusion register:
      -- sql/member_exclusion_in_force.sql) stakes nothing: PX001 undoes the call.
      IF member_exclusion_in_force(v_session.member_id) IS NOT NULL THEN
        RAISE EXCEPTION 'member % is excluded from play', v_session.member_id USING ERRCODE = 'PX001';
      END IF;
      -- The member's limits, under that lock: a stake they leave no room for raises PL001 and undoes the call.
      PERFORM protection_limit_check(v_session.member_id, 'STAKE', p_amount);
      IF v_session.wallet_type = 'MAIN' THEN
        SELECT a.id, a.balance INTO v_bonus FROM ledger_accounts a WHERE a.member_id = v_session.member_id AND a.wallet_type = 'BONUS';
        IF FOUND AND v_bonus.balance > 0 AND p_amount > v_main_balance THEN
          v_bonus_part := least(v_bonus.balance, p_amount - v_main_balance);
        END IF;
      END IF;
    END IF;
    -- An overdraft fails here, and with it the whole call. The bonus part is a second posting under
    -- the bet's key with ':bonus'.
    IF v_bonus_part < p_amount THEN
      SELECT * INTO v_posted FROM ledger_post_transfer('seamless:' || p_provider || ':bet:' || p_tx_id, 'SEAMLESS_BET', v_wallet.id, v_house, p_amount - v_bonus_part);
      v_main_balance := v_posted.o_from_balance;
      v_entry_id := v_posted.o_entry_id;
    END IF;
    IF v_bonus_part > 0 THEN
      SELECT * INTO v_posted FROM ledger_post_transfer('seamless:' || p_provider || ':bet:' || p_tx_id || ':bonus', 'SEAMLESS_BET', v_bonus.id, v_house, v_bonus_part);
      PERFORM bonus_grants_take(v_session.member_id, v_bonus_part);
      UPDATE game_rounds SET bonus_stake = bonus_stake + v_bonus_part WHERE id = v_round.id;
      v_entry_id := coalesce(v_entry_id, v_posted.o_entry_id);
    END IF;
    o_result := 'DONE';
    o_answer := jsonb_build_object('balance', v_main_balance + CASE WHEN v_session.wallet_type = 'MAIN' THEN bonus_balance(v_session.member_id) ELSE 0 END,
      'currency', v_session.ledger, 'txId', p_tx_id, 'rolledBack', false);
    INSERT INTO seamless_transactions (provider, kind, tx_id, fingerprint, session_id, member_id, round_id, amount, status, entry_id, response, bonus_amount)
    VALUES (p_provider, 'BET', p_tx_id, p_fingerprint, p_session_id, v_session.member_id, p_round_id, p_amount, 'DONE', v_entry_id, o_answer, v_bonus_part);
  END IF;

  -- The session slides 2 hours past its last bet, rewritten at most once a minute.
  UPDATE game_sessions SET last_seen_at = now(), expires_at = now() + p_session_idle_ms * interval '1 millisecond'
  WHERE id = p_session_id AND last_seen_at < now() - interval '1 minute';
END
$$;
