-- The chat room: messages per room (kept 7 days), members' reports of a message, and the
-- operators' mutes and bans. Rooms are not rows: a room id names a language lobby, a lottery game
-- or the VIP room, and the platform decides from it who may read and post.

-- One message. kind TEXT carries the member's words; kind BET carries a card the server built
-- from its own record of the member's lottery bet (never typed text). author is the masked
-- account shown to readers, fixed when posted.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room text NOT NULL CHECK (room ~ '^(lobby-(en|es|vi|zh)|vip|lottery-[A-Z0-9_]{1,32})$'),
  member_id bigint NOT NULL REFERENCES members (id),
  author text NOT NULL CHECK (length(author) BETWEEN 1 AND 64),
  kind text NOT NULL CHECK (kind IN ('TEXT', 'BET')),
  content text CHECK (content IS NULL OR length(content) BETWEEN 1 AND 200),
  bet jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((kind = 'TEXT') = (content IS NOT NULL) AND (kind = 'BET') = (bet IS NOT NULL))
);
-- Reading a room after a seen id, and the rate limit (a member's messages of the last minute).
CREATE INDEX chat_messages_room_idx ON chat_messages (room, id);
CREATE INDEX chat_messages_member_idx ON chat_messages (member_id, created_at);
CREATE INDEX chat_messages_age_idx ON chat_messages (created_at);

-- A member's report of a message, once per member and message. Kept when the message is pruned
-- (message_id then points nowhere), so the operator's view of a reported member survives.
CREATE TABLE chat_reports (
  id bigserial PRIMARY KEY,
  message_id bigint NOT NULL,
  room text NOT NULL,
  reported_member_id bigint NOT NULL REFERENCES members (id),
  content text,
  reporter_id bigint NOT NULL REFERENCES members (id),
  reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (message_id, reporter_id)
);
CREATE INDEX chat_reports_time_idx ON chat_reports (created_at DESC);

-- An operator's mute (no posting) or ban (no posting and no reading) until ends_at.
CREATE TABLE chat_sanctions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('MUTE', 'BAN')),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  ends_at timestamptz NOT NULL,
  operator text NOT NULL,
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > created_at)
);
CREATE INDEX chat_sanctions_member_idx ON chat_sanctions (member_id, ends_at);
