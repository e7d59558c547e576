-- The ledger's one posting: a journal entry of two lines moving p_amount from p_from to p_to,
-- under an idempotency key unique per operation. The platform's postTransfer (wallet/ledger.ts)
-- calls it, and so do the database's own calls (seamless bet, win and rollback, the lottery's bet).
--
-- - The key stands for its content, the fingerprint: the SHA-256 of the JSON text
--   [kind, from, to, amount] (all as strings). Posting the key again with the same content moves
--   nothing and answers the first posting (o_replayed); with other content it is refused
--   (unique_violation, constraint journal_entry_same_content). A concurrent posting of the same key
--   makes the insert wait for it to commit or roll back; then the key is either taken or free.
-- - Lines go in account-id order, so opposite transfers lock their accounts in one order. The
--   lines' triggers apply them to the balances (o_from_balance, o_to_balance: right after this
--   entry) and refuse overdrafts and mixed ledgers; a refusal fails the whole statement.
-- - p_reference is what the member sees and quotes in the account record; p_memo an operator's note.
CREATE OR REPLACE FUNCTION ledger_post_transfer(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint,
  p_reference text DEFAULT NULL, p_memo text DEFAULT NULL,
  OUT o_entry_id bigint, OUT o_replayed boolean, OUT o_from_balance bigint, OUT o_to_balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_fingerprint text := encode(sha256(convert_to(format('["%s","%s","%s","%s"]', p_kind, p_from, p_to, p_amount), 'UTF8')), 'hex');
  v_posted_fingerprint text;
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
    SELECT max(l.balance_after) FILTER (WHERE l.account_id = p_from), max(l.balance_after) FILTER (WHERE l.account_id = p_to)
    INTO o_from_balance, o_to_balance FROM journal_lines l WHERE l.entry_id = o_entry_id;
    RETURN;
  END IF;

  o_replayed := false;
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
