-- A reward's credit (rewards/bonus/credit-reward.ts checks the input and calls this once): one
-- ledger entry from MARKETING under p_key and one member_bonuses row; with a wagering multiplier
-- (p_hundredths > 0, in hundredths) the money goes to the member's BONUS wallet as a bonus grant,
-- otherwise to MAIN. One call instead of a dozen statements: every claim pays through it.
--
-- o_result: DONE; REPLAY (the (source, reference) was credited before, by this call or a
-- concurrent one whose posting held the key: the first credit is answered and nothing moves; the
-- caller checks that it is the same fact); CONFLICT (the key was posted without its bonus row);
-- USER_NOT_FOUND; NEED_REAL_ACCOUNT (play money never earns rewards). A key posted with other
-- content fails the posting itself (journal_entry_same_content).
--
-- The member's money lock (bonus_member_lock) is taken before the posting, as every move of bonus
-- money takes it. The wallets are opened on first use. A new grant keeps the site's contribution
-- table with the credit's own percentages over it, and its requirement rounds up: a fraction of a
-- cent still has to be wagered.
CREATE OR REPLACE FUNCTION reward_credit(p_member_id bigint, p_amount bigint, p_hundredths integer, p_source text, p_reference text,
  p_key text, p_title text, p_contributions jsonb, p_max_bet bigint, p_max_release bigint, p_expires_at timestamptz,
  OUT o_result text, OUT o_bonus_id bigint, OUT o_member_id bigint, OUT o_amount bigint, OUT o_wallet text, OUT o_grant_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_type smallint;
  v_main bigint;
  v_to bigint;
  v_posted record;
BEGIN
  SELECT b.id, b.member_id, b.amount, b.wallet, b.grant_id INTO o_bonus_id, o_member_id, o_amount, o_wallet, o_grant_id
  FROM member_bonuses b WHERE b.source = p_source AND b.reference = p_reference;
  IF FOUND THEN o_result := 'REPLAY'; RETURN; END IF;

  SELECT m.type INTO v_type FROM members m WHERE m.id = p_member_id;
  IF NOT FOUND THEN o_result := 'USER_NOT_FOUND'; RETURN; END IF;
  IF v_type = 4 THEN o_result := 'NEED_REAL_ACCOUNT'; RETURN; END IF;

  SELECT l.o_main_id INTO v_main FROM bonus_member_lock(p_member_id) l;
  IF v_main IS NULL THEN
    INSERT INTO ledger_accounts (kind, member_id, wallet_type) VALUES ('MEMBER', p_member_id, 'MAIN') ON CONFLICT (member_id, wallet_type) DO NOTHING;
    SELECT l.o_main_id INTO STRICT v_main FROM bonus_member_lock(p_member_id) l;
  END IF;
  o_wallet := CASE WHEN p_hundredths = 0 THEN 'MAIN' ELSE 'BONUS' END;
  IF o_wallet = 'MAIN' THEN
    v_to := v_main;
  ELSE
    SELECT a.id INTO v_to FROM ledger_accounts a WHERE a.member_id = p_member_id AND a.wallet_type = 'BONUS';
    IF NOT FOUND THEN
      INSERT INTO ledger_accounts (kind, member_id, wallet_type) VALUES ('MEMBER', p_member_id, 'BONUS') ON CONFLICT (member_id, wallet_type) DO NOTHING;
      SELECT a.id INTO STRICT v_to FROM ledger_accounts a WHERE a.member_id = p_member_id AND a.wallet_type = 'BONUS';
    END IF;
  END IF;

  SELECT * INTO v_posted FROM ledger_post_transfer(p_key, 'BONUS',
    (SELECT a.id FROM ledger_accounts a WHERE a.kind = 'SYSTEM' AND a.code = 'MARKETING'), v_to, p_amount, p_reference, p_title);
  IF v_posted.o_replayed THEN
    -- A concurrent credit of the same fact committed first: answer it.
    SELECT b.id, b.member_id, b.amount, b.wallet, b.grant_id INTO o_bonus_id, o_member_id, o_amount, o_wallet, o_grant_id
    FROM member_bonuses b WHERE b.source = p_source AND b.reference = p_reference;
    o_result := CASE WHEN FOUND THEN 'REPLAY' ELSE 'CONFLICT' END;
    RETURN;
  END IF;

  IF o_wallet = 'BONUS' THEN
    INSERT INTO bonus_grants (member_id, amount, multiplier, required, contributions, max_bet, max_release, expires_at, balance)
    VALUES (p_member_id, p_amount, p_hundredths::numeric / 100, (p_amount * p_hundredths + 99) / 100,
      (SELECT coalesce(jsonb_object_agg(c.game_type, c.percent), '{}') FROM bonus_contributions c) || coalesce(p_contributions, '{}'),
      p_max_bet, p_max_release, p_expires_at, p_amount)
    RETURNING id INTO o_grant_id;
  END IF;
  INSERT INTO member_bonuses (member_id, source, reference, amount, memo, entry_id, wallet, grant_id)
  VALUES (p_member_id, p_source, p_reference, p_amount, p_title, v_posted.o_entry_id, o_wallet, o_grant_id)
  RETURNING id INTO o_bonus_id;
  o_member_id := p_member_id;
  o_amount := p_amount;
  o_result := 'DONE';
END
$$;
