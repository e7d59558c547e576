-- The qualifying bet of a round (what agents are paid salary on): only what the member had at risk.
-- Slots and fish games (one stake against the machine) count the valid bet from the moment it is
-- placed; every other game min(valid bet, |win - valid bet|) once settled, so opposing sides of one
-- hand net out, 0 while open; a rolled-back round nothing.
CREATE OR REPLACE FUNCTION round_qualifying_bet(p_game_type text, p_status text, p_valid_bet bigint, p_win bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_status = 'ROLLED_BACK' THEN 0
    WHEN p_game_type IN ('RNG', 'FISH') THEN p_valid_bet
    WHEN p_status <> 'SETTLED' THEN 0
    ELSE least(p_valid_bet, abs(p_win - p_valid_bet))
  END
$$;
