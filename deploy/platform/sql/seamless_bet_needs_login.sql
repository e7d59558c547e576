-- Every bet that moves money is checked here, in the statement that records it, so a logout that
-- commits before the bet is always seen: a bet whose game session's login session is revoked or
-- expired raises SL001 (the platform answers SESSION_EXPIRED) and the whole call writes nothing.
-- Wins and rollbacks are not checked: rounds already played must settle. A bet also counts as
-- the member's activity: it moves the login session's idle expiry the way a site call does (at
-- most once a minute, never past the absolute expiry), so a member playing a game for hours in
-- its frame keeps the site session that launched it.
CREATE OR REPLACE FUNCTION seamless_bet_needs_login() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_login bigint;
  v_live boolean;
BEGIN
  SELECT s.id, (s.revoked_at IS NULL AND s.idle_expires_at > now() AND s.absolute_expires_at > now())
  INTO v_login, v_live
  FROM game_sessions g JOIN sessions s ON s.id = g.login_session_id
  WHERE g.id = NEW.session_id;
  IF v_live IS NOT TRUE THEN
    RAISE EXCEPTION 'seamless bet: the login session of game session % has ended', NEW.session_id USING ERRCODE = 'SL001';
  END IF;
  UPDATE sessions SET last_seen_at = now(), idle_expires_at = LEAST(now() + interval '2 hours', absolute_expires_at)
  WHERE id = v_login AND last_seen_at < now() - interval '1 minute';
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS seamless_bet_needs_login ON seamless_transactions;
CREATE TRIGGER seamless_bet_needs_login BEFORE INSERT ON seamless_transactions
  FOR EACH ROW WHEN (NEW.kind = 'BET' AND NEW.status = 'DONE') EXECUTE FUNCTION seamless_bet_needs_login();
