-- A member's wallets: the main wallet and one wallet per transfer-wallet vendor; transfers between
-- them and to the member's direct upline.
--
-- A seamless vendor's games play from the main wallet. A transfer-wallet vendor's games play from
-- the member's wallet of that vendor: the member moves money into it before playing and back to
-- main afterwards (or recalls everything at once).

-- 1. Which vendors keep their own wallet. A vendor code (the same code may list games in several
-- lanes); a vendor not listed here is seamless. The demo provider serves Red Tiger like any other
-- vendor, so its slots show the transfer wallet end to end.
CREATE TABLE transfer_wallet_vendors (
  vendor text PRIMARY KEY CHECK (vendor ~ '^[A-Z0-9_]{1,32}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO transfer_wallet_vendors (vendor) VALUES ('REDTIGER');

-- 2. A member's ledger accounts: MAIN, or VENDOR:<code> for a transfer-wallet vendor's wallet.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_wallet_type_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_wallet_type_check
  CHECK (wallet_type = 'MAIN' OR wallet_type ~ '^VENDOR:[A-Z0-9_]{1,32}$');

-- 3. Which wallet a game session plays from, fixed when the provider authenticates: a round's bet
-- and its win then always touch the same wallet, even if the vendor's mode changes meanwhile.
-- Sessions made before this migration played from MAIN.
ALTER TABLE game_sessions ADD COLUMN wallet_type text NOT NULL DEFAULT 'MAIN'
  CHECK (wallet_type = 'MAIN' OR wallet_type ~ '^VENDOR:[A-Z0-9_]{1,32}$');

-- 4. "Recall all" answers once per request id: a repeat gets the first answer, not a second sweep
-- of money that arrived in between.
CREATE TABLE wallet_recalls (
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, request_id)
);

-- 5. Transfers to the direct upline: one row per transfer (its reference is what both members see
-- in their records), kept to sum a member's transfers of the day against the daily limit.
CREATE TABLE upline_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE CHECK (reference ~ '^UT[0-9]{1,19}$'),
  member_id bigint NOT NULL REFERENCES members (id),
  upline_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  entry_id bigint NOT NULL REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  CHECK (member_id <> upline_id)
);
CREATE INDEX upline_transfers_member_day_idx ON upline_transfers (member_id, created_at);
CREATE SEQUENCE upline_transfer_reference_seq;

-- The limits of transfers to the upline, one row, changed by operators (audited). Minor units;
-- the day is the UTC day.
CREATE TABLE upline_transfer_limits (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  daily_max bigint NOT NULL CHECK (daily_max >= max_amount),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO upline_transfer_limits (min_amount, max_amount, daily_max) VALUES (1000, 5000000, 10000000);

-- 6. The seamless bet and win functions, as in migration 013, with one change each: the member's
-- wallet is the session's wallet (MAIN, or the vendor's wallet), read from the session row the
-- functions already read, so a spin costs no extra lookup.
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
  SELECT g.id, g.member_id, g.game_code, g.game_type, g.ledger, g.status, (g.started_at AT TIME ZONE 'UTC')::date AS day
  INTO v_round FROM game_rounds g WHERE g.provider = p_provider AND g.round_id = p_round_id FOR UPDATE;
  IF NOT FOUND THEN o_result := 'ROUND_NOT_FOUND'; RETURN; END IF;
  IF v_round.member_id <> v_session.member_id OR v_round.game_code <> v_session.game_code THEN o_result := 'ROUND_MISMATCH'; RETURN; END IF;
  IF v_round.status = 'SETTLED' THEN o_result := 'ROUND_SETTLED'; RETURN; END IF;
  IF v_round.status = 'ROLLED_BACK' THEN o_result := 'ROUND_ROLLED_BACK'; RETURN; END IF;

  SELECT a.id, a.balance INTO STRICT v_wallet FROM ledger_accounts a WHERE a.member_id = v_session.member_id AND a.wallet_type = v_session.wallet_type;
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
