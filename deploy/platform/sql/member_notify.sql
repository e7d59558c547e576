-- Writes a template message to the member's inbox in the caller's transaction (the event's own),
-- and answers its id; null when nothing was written:
--   * a promotional message to a member who may not receive promotions now
--     (member_promotions_allowed);
--   * a fact already reported to this member (a replay or a retried tick): the first message stands.
-- The template's class and stored English title come from the caller: the platform declares each
-- template once (src/messages/notify.ts), and a test checks every call in this folder against it.
CREATE OR REPLACE FUNCTION member_notify(p_member_id bigint, p_template text, p_params jsonb, p_fact text, p_promotional boolean, p_title text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_promotional AND NOT member_promotions_allowed(p_member_id) THEN RETURN NULL; END IF;
  INSERT INTO member_messages (member_id, title, content, template, params, fact)
  VALUES (p_member_id, p_title, '', p_template, coalesce(p_params, '{}'::jsonb), p_fact)
  ON CONFLICT (member_id, fact) WHERE fact IS NOT NULL DO NOTHING
  RETURNING id INTO v_id;
  RETURN v_id;
END
$$;
