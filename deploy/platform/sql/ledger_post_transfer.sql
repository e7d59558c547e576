-- The ledger's one posting: a journal entry of two lines moving p_amount from p_from to p_to,
-- under an idempotency key unique per operation. The platform's postTransfer (wallet/ledger.ts)
-- calls it, and so do the database's own calls (seamless bet, win and rollback, the lottery's bet).
--
-- - The key stands for its content, the fingerprint: the SHA-256 of the JSON text
--   [kind, from, to, amount] (all as strings). Posting the key again with the same content moves
--   nothing and answers the first posting (o_replayed); with other content it is refused
--   (unique_violation, constraint journal_entry_same_content). A concurrent posting of the same key
--   makes the insert wait for it to commit or roll back; then the key is either taken or free.
-- - A system account split into shards (migration 040) is posted on one of its shards, chosen by
--   p_shard_key, or else by the member account among p_from and p_to (sql/ledger_account_shard.sql):
--   postings of different members do not queue on one row, one member's stay in order on theirs.
--   A transfer between two system accounts without a key uses their own rows (shard 0). The
--   fingerprint names the accounts as the caller did, so the shard is not part of the content.
-- - A debit the committed balance already cannot cover is refused before any row is locked, so a
--   refusal does not wait behind the wallet's other postings; the line's locked update stays the
--   check that counts (its CHECK refuses an overdraft whatever was read here).
-- - Lines go in account-id order, so opposite transfers lock their accounts in one order. The
--   lines' triggers apply them to the balances (o_from_balance, o_to_balance: right after this
--   entry, of the shard for a sharded account) and refuse overdrafts and mixed ledgers; a refusal
--   fails the whole statement.
-- - p_reference is what the member sees and quotes in the account record; p_memo an operator's note.
CREATE OR REPLACE FUNCTION ledger_post_transfer(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint,
  p_reference text DEFAULT NULL, p_memo text DEFAULT NULL, p_shard_key bigint DEFAULT NULL,
  OUT o_entry_id bigint, OUT o_replayed boolean, OUT o_from_balance bigint, OUT o_to_balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_fingerprint text := encode(sha256(convert_to(format('["%s","%s","%s","%s"]', p_kind, p_from, p_to, p_amount), 'UTF8')), 'hex');
  v_posted_fingerprint text;
  v_key bigint;
  v_from bigint;
  v_to bigint;
BEGIN
  INSERT INTO journal_entries (idempotency_key, kind, fingerprint, memo, reference)
  VALUES (p_key, p_kind, v_fingerprint, p_memo, p_reference)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO o_entry_id;

  IF o_entry_id IS NULL THEN
    SELECT e.id, e.fingerprint INTO o_entry_id, v_posted_fingerprint FROM journal_entries e WHERE e.idempotency_key = p_key;
    IF NOT FOUND THEN
      -- Only possible if the other posting vanished between the insert and this read.
      RAISE EXCEPTION 'ledger: idempotency key % neither new nor posted', p_key;
    END IF;
    IF v_posted_fingerprint <> v_fingerprint THEN
      RAISE EXCEPTION 'ledger: idempotency key % was posted with other content', p_key
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'journal_entry_same_content';
    END IF;
    o_replayed := true;
    -- The debited line is the negative one, whichever shard it went to.
    SELECT max(l.balance_after) FILTER (WHERE l.amount < 0), max(l.balance_after) FILTER (WHERE l.amount > 0)
    INTO o_from_balance, o_to_balance FROM journal_lines l WHERE l.entry_id = o_entry_id;
    RETURN;
  END IF;

  o_replayed := false;
  v_key := coalesce(p_shard_key, (SELECT min(a.id) FROM ledger_accounts a WHERE a.id IN (p_from, p_to) AND a.kind = 'MEMBER'));
  v_from := ledger_account_shard(p_from, v_key);
  v_to := ledger_account_shard(p_to, v_key);
  -- A plain read, no lock: the committed balance (or this transaction's own) already too low.
  IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = v_from AND NOT a.allow_negative AND a.balance < p_amount) THEN
    RAISE EXCEPTION 'ledger: account % cannot cover %', v_from, p_amount
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_no_overdraft';
  END IF;
  WITH posted AS (
    INSERT INTO journal_lines (entry_id, account_id, amount)
    SELECT o_entry_id, line.account, line.delta
    FROM (VALUES (v_from, -p_amount), (v_to, p_amount)) AS line (account, delta)
    ORDER BY line.account
    RETURNING amount, balance_after
  )
  SELECT max(balance_after) FILTER (WHERE amount < 0), max(balance_after) FILTER (WHERE amount > 0)
  INTO o_from_balance, o_to_balance FROM posted;
END
$$;
