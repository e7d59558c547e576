-- Whether promotional messages may be written to the member now: not while a time-out,
-- self-exclusion or register listing is in force (marketing must not reach someone who stepped
-- away from play), and not after the member turned them off. The one rule for every promotional
-- write: template notifications (member_notify) and operator broadcasts.
CREATE OR REPLACE FUNCTION member_promotions_allowed(p_member_id bigint) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT member_exclusion_in_force(p_member_id) IS NULL
     AND NOT EXISTS (SELECT 1 FROM member_message_preferences p WHERE p.member_id = p_member_id AND NOT p.promotional)
$$;
