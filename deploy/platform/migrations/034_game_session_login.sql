-- A game session is bound to the login session it was launched from: logging out, a password
-- change or reset (which revoke login sessions), and the login session's own expiry end the games
-- launched from it. Launch tokens carry the login session to the game session they become.
ALTER TABLE launch_tokens ADD COLUMN login_session_id bigint REFERENCES sessions (id);
ALTER TABLE game_sessions ADD COLUMN login_session_id bigint REFERENCES sessions (id);
-- Game sessions made before this migration belong to no login session: they take no more bets
-- (wins and rollbacks of their rounds are still accepted).
