-- What a member's BONUS wallet holds (0 when it was never opened): a game sees MAIN and BONUS as
-- one balance to play with.
CREATE OR REPLACE FUNCTION bonus_balance(p_member_id bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.member_id = p_member_id AND a.wallet_type = 'BONUS'), 0)
$$;
