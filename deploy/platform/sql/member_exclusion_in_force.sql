-- The exclusion that keeps a member from play now, or null: a time-out before its end, a
-- self-exclusion until the cooling-off after the member asked to end it has passed, a listing on the
-- exclusion register until the register lifts it. The strongest first, so the member is told the
-- rule that lasts longest. Every path that stakes, deposits, claims or transfers asks this once
-- (src/protection/exclusion/exclusion-check.ts), and broadcasts skip members it names.
CREATE OR REPLACE FUNCTION member_exclusion_in_force(p_member_id bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT e.kind FROM member_exclusions e
  WHERE e.member_id = p_member_id AND e.ended_at IS NULL AND (e.reopens_at IS NULL OR e.reopens_at > now())
  ORDER BY CASE e.kind WHEN 'REGISTER' THEN 0 WHEN 'SELF_EXCLUSION' THEN 1 ELSE 2 END
  LIMIT 1
$$;
