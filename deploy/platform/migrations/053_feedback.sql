-- Feedback and complaints from members and visitors, their pictures and the operators' replies.

-- One feedback. member_id is null for a visitor. ip is the sender's address: the visitors' rate
-- limit counts these rows, so every server sharing the database sees the same count.
-- first_reply_at: when an operator first answered (an unanswered complaint is escalated once,
-- escalated_at, past the configured time).
CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  reference_no text NOT NULL UNIQUE CHECK (reference_no ~ '^F[0-9]{8}[0-9]{6,19}$'),
  member_id bigint REFERENCES members (id),
  ip text NOT NULL CHECK (length(ip) <= 64),
  category text NOT NULL CHECK (category IN ('SUGGESTION', 'COMPLAINT', 'PAYMENT', 'GAME', 'ACCOUNT', 'RESPONSIBLE_GAMING')),
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 140),
  related text CHECK (related IS NULL OR length(related) BETWEEN 1 AND 64),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  first_reply_at timestamptz,
  escalated_at timestamptz,
  CHECK (member_id IS NOT NULL OR related IS NULL)
);
CREATE INDEX feedback_member_idx ON feedback (member_id, created_at DESC, id DESC) WHERE member_id IS NOT NULL;
CREATE INDEX feedback_visitor_idx ON feedback (ip, created_at) WHERE member_id IS NULL;
CREATE INDEX feedback_visitor_time_idx ON feedback (created_at) WHERE member_id IS NULL;
CREATE INDEX feedback_status_idx ON feedback (status, category, created_at);
CREATE INDEX feedback_unanswered_idx ON feedback (created_at)
  WHERE category = 'COMPLAINT' AND first_reply_at IS NULL AND escalated_at IS NULL AND status IN ('OPEN', 'IN_PROGRESS');

-- The pictures as kept: decoded and re-encoded on arrival (no metadata), in the database so that
-- every server on it reads the same bytes and a backup holds them; never under a served folder.
CREATE TABLE feedback_images (
  id bigserial PRIMARY KEY,
  feedback_id bigint NOT NULL REFERENCES feedback (id),
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  UNIQUE (feedback_id, position)
);

-- Operators' replies, each with the inbox message it wrote (null for a visitor, who has no inbox).
CREATE TABLE feedback_replies (
  id bigserial PRIMARY KEY,
  feedback_id bigint NOT NULL REFERENCES feedback (id),
  operator text NOT NULL,
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
  message_id bigint REFERENCES member_messages (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_replies_feedback_idx ON feedback_replies (feedback_id, id);
