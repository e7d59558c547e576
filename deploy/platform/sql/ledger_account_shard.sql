-- The row a posting of `p_account` moves when the shard key is `p_key` (a member's account id): the
-- account itself unless it is split into shards (migration 040), else its shard p_key mod the
-- count, shard 0 being the account's own row. A NULL key keeps the account's own row.
CREATE OR REPLACE FUNCTION ledger_account_shard(p_account bigint, p_key bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT s.id FROM ledger_accounts a JOIN ledger_accounts s ON s.shard_of = a.id AND s.shard = p_key % a.shard_count
     WHERE a.id = p_account AND a.shard_count > 1),
    p_account)
$$;
