-- A lottery bet's request id seen before (the member's requestId, one per bet): REPLAY with that
-- bet when this call asks for the same bet (game, issue, type, numbers, units), CONFLICT with it
-- when the id was used for another bet; no row when the id is new.
CREATE OR REPLACE FUNCTION lottery_bet_repeat(p_member_id bigint, p_request_id text, p_game_id text, p_numero text, p_bet_type text,
  p_numbers text[], p_units integer) RETURNS TABLE (o_result text, o_bet_id bigint) LANGUAGE sql STABLE AS $$
  SELECT CASE
           WHEN b.game_id = p_game_id AND b.numero = p_numero AND b.bet_type = p_bet_type AND b.numbers = p_numbers AND b.units = p_units
           THEN 'REPLAY' ELSE 'CONFLICT'
         END,
         b.id
  FROM lottery_bets b WHERE b.member_id = p_member_id AND b.request_id = p_request_id
$$;
