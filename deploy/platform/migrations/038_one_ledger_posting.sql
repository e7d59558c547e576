-- The ledger has one posting, ledger_post_transfer (sql/): it now also takes the memo and answers a
-- replayed key itself, so the platform's postTransfer calls it instead of posting on its own. Its
-- arguments changed, so the old one goes (the SQL folder creates the new one after the
-- migrations). The seamless calls call it directly: their wrapper goes, and so does the rollup
-- helper that had nothing left to do since the rounds' trigger keeps the rollups.
DROP FUNCTION IF EXISTS ledger_post_transfer(text, text, bigint, bigint, bigint, text);
DROP FUNCTION IF EXISTS seamless_post_transfer(text, text, bigint, bigint, bigint);
DROP FUNCTION IF EXISTS seamless_add_to_rollup(bigint, date, text, text, bigint, bigint, integer);
