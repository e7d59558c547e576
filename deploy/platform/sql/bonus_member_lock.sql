-- The member's money lock for everything that may move BONUS money: the member's MAIN wallet row,
-- taken before any posting. Bets, wins and rollbacks of real money, reward credits, releases,
-- forfeits and the scheduler's sweeps of one member then queue in one order, and none of them can
-- hold a system account's shard while waiting for a wallet another of them holds. Answers MAIN's
-- id and balance as they stand under the lock (both null when the member has no MAIN wallet yet).
-- PL/pgSQL rather than SQL: every real-money bet and win takes this lock, and a PL/pgSQL
-- function keeps its statement's plan for the session where an SQL function's is made again at
-- every call.
CREATE OR REPLACE FUNCTION bonus_member_lock(p_member_id bigint, OUT o_main_id bigint, OUT o_main_balance bigint) LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.id, a.balance INTO o_main_id, o_main_balance FROM ledger_accounts a WHERE a.member_id = p_member_id AND a.wallet_type = 'MAIN' FOR UPDATE;
END
$$;
