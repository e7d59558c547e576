-- The seamless wallet's bet and win, each one statement sent by the platform.
--
-- A spin is a bet and a win. Sent as a dozen statements each, a call spent its time on round trips
-- and on planning every statement again; as functions, a call is one round trip and the statements
-- inside keep their plans. Each call runs as its own statement, so it commits or fails whole: a
-- refused call (an overdraft fails the line's insert) writes nothing. The platform code maps each
-- result code to its refusal and keeps the calls that are rare (authenticate, balance, rollback).
--
-- The rules they hold:
-- - a txId is processed once per kind: the same content (fingerprint) gets the first answer again,
--   other content gets TX_CONFLICT;
-- - a bet and a rollback of the same txId wait for each other on a transaction-scoped advisory lock
--   (the rollback call takes the same lock), and so do two calls with the same win txId: the second
--   then sees what the first recorded and answers as a replay;
-- - a bet needs a live session of a member who is not frozen; a win is accepted after expiry;
-- - a bet whose txId a rollback named first moves nothing and is recorded as ROLLED_BACK;
-- - the ledger entry, the round row, the daily rollup and the transaction record commit together.
--
-- Also here: the stable id a provider knows each member by (seamless_players).

-- The id a provider knows a member by (authenticate answers it as playerId): random, so it tells
-- the provider nothing about the member (neither account name nor member id), and kept, so it
-- stays the same across sessions and restarts and the provider can keep a player's round history.
CREATE TABLE seamless_players (
  provider text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  player_id text NOT NULL UNIQUE CHECK (player_id ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, member_id)
);

-- Posts one ledger entry of two lines, like postTransfer in wallet/ledger.ts: the fingerprint is
-- the same hash of the same JSON text ([kind, from, to, amount] as strings), so either side
-- recognises the other's posting as a replay; lines go in account-id order, so opposite transfers
-- lock their accounts in one order. The database's triggers apply the lines to the balances and
-- refuse overdrafts and mixed ledgers, whoever posts.
CREATE FUNCTION seamless_post_transfer(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint,
  OUT o_entry_id bigint, OUT o_from_balance bigint, OUT o_to_balance bigint) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO journal_entries (idempotency_key, kind, fingerprint)
  VALUES (p_key, p_kind, encode(sha256(convert_to(format('["%s","%s","%s","%s"]', p_kind, p_from, p_to, p_amount), 'UTF8')), 'hex'))
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

-- Adds to the member's rollup of a round's day, game type and ledger (profit_loss: win - valid bet).
-- (plpgsql rather than sql: its plan is kept from call to call.)
CREATE FUNCTION seamless_add_to_rollup(p_member_id bigint, p_day date, p_game_type text, p_ledger text,
  p_valid_bet bigint, p_win bigint, p_rounds integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_daily_rollups AS r (member_id, day, game_type, ledger, valid_bet, win, profit_loss, rounds)
  VALUES (p_member_id, p_day, p_game_type, p_ledger, p_valid_bet, p_win, p_win - p_valid_bet, p_rounds)
  ON CONFLICT (member_id, day, game_type, ledger) DO UPDATE
    SET valid_bet = r.valid_bet + EXCLUDED.valid_bet, win = r.win + EXCLUDED.win,
        profit_loss = r.profit_loss + EXCLUDED.profit_loss, rounds = r.rounds + EXCLUDED.rounds;
END
$$;

-- A bet. o_result: DONE, ROLLED_BACK (a rollback came first), REPLAY, or the refusal's code
-- (SESSION_INVALID, SESSION_EXPIRED, ACCOUNT_FROZEN, TX_CONFLICT, TX_MISMATCH, ROUND_MISMATCH,
-- ROUND_SETTLED, ROUND_ROLLED_BACK); o_answer: the answer, as recorded.
CREATE FUNCTION seamless_bet(p_provider text, p_session_id bigint, p_round_id text, p_tx_id text, p_amount bigint,
  p_fingerprint text, p_session_idle_ms bigint, OUT o_result text, OUT o_answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_session record;
  v_earlier record;
  v_wallet record;
  v_round record;
  v_existing record;
  v_posted record;
  v_house bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('seamless:' || p_provider || ':bet:' || p_tx_id));
  SELECT t.fingerprint, t.response INTO v_earlier FROM seamless_transactions t
  WHERE t.provider = p_provider AND t.kind = 'BET' AND t.tx_id = p_tx_id;
  IF FOUND THEN
    o_result := CASE WHEN v_earlier.fingerprint = p_fingerprint THEN 'REPLAY' ELSE 'TX_CONFLICT' END;
    o_answer := CASE WHEN o_result = 'REPLAY' THEN v_earlier.response END;
    RETURN;
  END IF;

  SELECT s.member_id, s.vendor, s.game_type, s.game_code, s.game_id, s.game_name, s.ledger,
         s.expires_at > now() AS alive, m.status = 'FROZEN' AS frozen
  INTO v_session FROM game_sessions s JOIN members m ON m.id = s.member_id
  WHERE s.id = p_session_id AND s.provider = p_provider;
  IF NOT FOUND THEN o_result := 'SESSION_INVALID'; RETURN; END IF;
  IF NOT v_session.alive THEN o_result := 'SESSION_EXPIRED'; RETURN; END IF;
  IF v_session.frozen THEN o_result := 'ACCOUNT_FROZEN'; RETURN; END IF;
  -- Authenticate opened the wallet, so every session's member has one.
  SELECT a.id, a.balance INTO STRICT v_wallet FROM ledger_accounts a WHERE a.member_id = v_session.member_id AND a.wallet_type = 'MAIN';

  SELECT t.member_id, t.round_id INTO v_earlier FROM seamless_transactions t
  WHERE t.provider = p_provider AND t.kind = 'ROLLBACK' AND t.tx_id = p_tx_id;
  IF FOUND THEN
    IF v_earlier.member_id <> v_session.member_id OR v_earlier.round_id <> p_round_id THEN o_result := 'TX_MISMATCH'; RETURN; END IF;
    -- The provider gave this bet up before it arrived: keep it on record, move nothing.
    o_result := 'ROLLED_BACK';
    o_answer := jsonb_build_object('balance', v_wallet.balance, 'currency', v_session.ledger, 'txId', p_tx_id, 'rolledBack', true);
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
    RETURNING g.id, g.xmax = 0 AS opened, (g.started_at AT TIME ZONE 'UTC')::date AS day INTO v_round;
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
    -- An overdraft fails here, and with it the whole call.
    SELECT * INTO v_posted FROM seamless_post_transfer('seamless:' || p_provider || ':bet:' || p_tx_id, 'SEAMLESS_BET', v_wallet.id, v_house, p_amount);
    PERFORM seamless_add_to_rollup(v_session.member_id, v_round.day, v_session.game_type, v_session.ledger, p_amount, 0,
                                   CASE WHEN v_round.opened THEN 1 ELSE 0 END);
    o_result := 'DONE';
    o_answer := jsonb_build_object('balance', v_posted.o_from_balance, 'currency', v_session.ledger, 'txId', p_tx_id, 'rolledBack', false);
    INSERT INTO seamless_transactions (provider, kind, tx_id, fingerprint, session_id, member_id, round_id, amount, status, entry_id, response)
    VALUES (p_provider, 'BET', p_tx_id, p_fingerprint, p_session_id, v_session.member_id, p_round_id, p_amount, 'DONE', v_posted.o_entry_id, o_answer);
  END IF;

  -- The session slides 2 hours past its last bet, rewritten at most once a minute.
  UPDATE game_sessions SET last_seen_at = now(), expires_at = now() + p_session_idle_ms * interval '1 millisecond'
  WHERE id = p_session_id AND last_seen_at < now() - interval '1 minute';
END
$$;

-- A win (amount 0 closes a lost round and moves no money: the ledger has no empty entries).
-- o_result: DONE, REPLAY, or SESSION_INVALID, TX_CONFLICT, ROUND_NOT_FOUND, ROUND_MISMATCH,
-- ROUND_SETTLED, ROUND_ROLLED_BACK.
CREATE FUNCTION seamless_win(p_provider text, p_session_id bigint, p_round_id text, p_tx_id text, p_amount bigint,
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
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('seamless:' || p_provider || ':win:' || p_tx_id));
  SELECT t.fingerprint, t.response INTO v_earlier FROM seamless_transactions t
  WHERE t.provider = p_provider AND t.kind = 'WIN' AND t.tx_id = p_tx_id;
  IF FOUND THEN
    o_result := CASE WHEN v_earlier.fingerprint = p_fingerprint THEN 'REPLAY' ELSE 'TX_CONFLICT' END;
    o_answer := CASE WHEN o_result = 'REPLAY' THEN v_earlier.response END;
    RETURN;
  END IF;

  SELECT s.member_id, s.game_code INTO v_session FROM game_sessions s WHERE s.id = p_session_id AND s.provider = p_provider;
  IF NOT FOUND THEN o_result := 'SESSION_INVALID'; RETURN; END IF;
  SELECT g.id, g.member_id, g.game_code, g.game_type, g.ledger, g.status, (g.started_at AT TIME ZONE 'UTC')::date AS day
  INTO v_round FROM game_rounds g WHERE g.provider = p_provider AND g.round_id = p_round_id FOR UPDATE;
  IF NOT FOUND THEN o_result := 'ROUND_NOT_FOUND'; RETURN; END IF;
  IF v_round.member_id <> v_session.member_id OR v_round.game_code <> v_session.game_code THEN o_result := 'ROUND_MISMATCH'; RETURN; END IF;
  IF v_round.status = 'SETTLED' THEN o_result := 'ROUND_SETTLED'; RETURN; END IF;
  IF v_round.status = 'ROLLED_BACK' THEN o_result := 'ROUND_ROLLED_BACK'; RETURN; END IF;

  SELECT a.id, a.balance INTO STRICT v_wallet FROM ledger_accounts a WHERE a.member_id = v_session.member_id AND a.wallet_type = 'MAIN';
  v_balance := v_wallet.balance;
  IF p_amount > 0 THEN
    SELECT a.id INTO STRICT v_house FROM ledger_accounts a
    WHERE a.kind = 'SYSTEM' AND a.code = CASE v_round.ledger WHEN 'PLAY' THEN 'PLAY_HOUSE' ELSE 'HOUSE' END;
    SELECT * INTO v_posted FROM seamless_post_transfer('seamless:' || p_provider || ':win:' || p_tx_id, 'SEAMLESS_WIN', v_house, v_wallet.id, p_amount);
    v_balance := v_posted.o_to_balance;
    v_entry_id := v_posted.o_entry_id;
  END IF;

  UPDATE game_rounds SET win = win + p_amount,
    status = CASE WHEN p_round_closed THEN 'SETTLED' ELSE status END,
    settled_at = CASE WHEN p_round_closed THEN now() ELSE settled_at END
  WHERE id = v_round.id;
  PERFORM seamless_add_to_rollup(v_round.member_id, v_round.day, v_round.game_type, v_round.ledger, 0, p_amount, 0);
  o_result := 'DONE';
  o_answer := jsonb_build_object('balance', v_balance, 'currency', v_round.ledger, 'txId', p_tx_id);
  INSERT INTO seamless_transactions (provider, kind, tx_id, fingerprint, session_id, member_id, round_id, amount, status, entry_id, response)
  VALUES (p_provider, 'WIN', p_tx_id, p_fingerprint, p_session_id, v_session.member_id, p_round_id, p_amount, 'DONE', v_entry_id, o_answer);
END
$$;

-- The ledger's line trigger (migration 008), same rules, one change: it drew each line's id from
-- the sequence found by name on every line (pg_get_serial_sequence, a catalog search per line,
-- about a tenth of a spin's time). The sequence is found once here and written into the function.
DO $migration$
BEGIN
  EXECUTE format($function$
CREATE OR REPLACE FUNCTION journal_line_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_ledger text;
  new_balance bigint;
BEGIN
  SELECT ledger INTO line_ledger FROM ledger_accounts WHERE id = NEW.account_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account %% does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
    WHERE l.entry_id = NEW.entry_id AND a.ledger <> line_ledger
  ) THEN
    RAISE EXCEPTION 'journal entry %% mixes play money and real money', NEW.entry_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_single_ledger';
  END IF;

  PERFORM set_config('ledger.posting_line', 'on', true);
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO new_balance;
  PERFORM set_config('ledger.posting_line', 'off', true);

  NEW.balance_after := new_balance;
  NEW.id := nextval(%L::regclass);
  RETURN NEW;
END
$$;
$function$, pg_get_serial_sequence('journal_lines', 'id'));
END
$migration$;
