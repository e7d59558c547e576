-- Draws nobody can know before sales close. Until now every issue kept its seed in plain text from
-- its creation, up to 7 days before its draw, so anyone who could read the database (or a backup)
-- could compute the numbers. From here on:
-- - an issue keeps only its commitment (seed_hash) until it is drawn; the seed is derived from the
--   lottery seed key, which lives outside the database, and is written (revealed) at the draw;
-- - the draw mixes in the digest of the issue's bets, which exists only once sales closed, and
--   publishes it with the final seed the numbers came from (bets_digest, final_seed);
-- - when a locked issue cannot be drawn (no configured key matches its commitment) the scheduler
--   records why (draw_failure); only such an issue may be voided by an operator.
ALTER TABLE lottery_issues
  ALTER COLUMN seed DROP NOT NULL,
  ADD COLUMN bets_digest text CHECK (bets_digest ~ '^[0-9a-f]{64}$'),
  ADD COLUMN final_seed text CHECK (final_seed ~ '^[0-9a-f]{64}$'),
  ADD COLUMN draw_failure text CHECK (length(draw_failure) BETWEEN 1 AND 300),
  ADD COLUMN draw_failed_at timestamptz;

-- Issues not drawn yet had their seed in the database, so their numbers are known to anyone who read
-- it. Those with bets are voided (their bets are refunded by the scheduler, as for any cancelled
-- issue) and the void is audited; those without bets are removed, and the scheduler creates them
-- again under the seed key with new commitments.
WITH voided AS (
  UPDATE lottery_issues i SET status = 'CANCELLED', cancelled_at = now()
   WHERE i.drawn_at IS NULL AND i.status IN ('UPCOMING', 'OPEN', 'LOCKED')
     AND EXISTS (SELECT 1 FROM lottery_bets b WHERE b.issue_id = i.id)
  RETURNING i.game_id, i.numero
)
INSERT INTO operator_actions (operator, action, reference, details)
SELECT 'platform', 'LOTTERY_ISSUE_VOID', game_id || ':' || numero,
       jsonb_build_object('gameId', game_id, 'numero', numero,
                          'reason', 'its seed was stored in the database before the draw; every bet is refunded')
  FROM voided
ON CONFLICT (action, reference) DO NOTHING;

DELETE FROM lottery_issues i
 WHERE i.drawn_at IS NULL AND i.status IN ('UPCOMING', 'OPEN', 'LOCKED')
   AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.issue_id = i.id);

-- No issue keeps a seed it has not revealed: the revealed seeds of drawn issues stay (their proof).
UPDATE lottery_issues SET seed = NULL WHERE drawn_at IS NULL;

ALTER TABLE lottery_issues
  ADD CONSTRAINT lottery_issues_secret_until_drawn CHECK (drawn_at IS NOT NULL OR (seed IS NULL AND bets_digest IS NULL AND final_seed IS NULL)),
  ADD CONSTRAINT lottery_issues_drawn_has_seed CHECK (drawn_at IS NULL OR seed IS NOT NULL),
  ADD CONSTRAINT lottery_issues_final_seed_with_digest CHECK ((bets_digest IS NULL) = (final_seed IS NULL));

COMMENT ON COLUMN lottery_issues.seed IS 'The keyed seed, revealed at the draw; NULL before (never stored earlier)';
COMMENT ON COLUMN lottery_issues.seed_hash IS 'The commitment: SHA-256 of the keyed seed text, published before sales open';
