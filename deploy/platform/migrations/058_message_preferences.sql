-- Inbox notifications: the member's choice about promotional messages, and one message per
-- business fact.

-- A member who turned promotional messages off. No row means the default (on). Transactional
-- messages (money, account safety, protection, decisions on the member's own requests) are written
-- whatever this says.
CREATE TABLE member_message_preferences (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  promotional boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The business fact a template message reports (a grant's release, a limit change's history row,
-- a complaint's escalation...). Unique per member, so a replayed claim or a retried scheduler tick
-- that reports the same fact again writes no second message. Operator messages and older rows have
-- none.
ALTER TABLE member_messages ADD COLUMN fact text CHECK (fact IS NULL OR length(fact) BETWEEN 1 AND 200);
CREATE UNIQUE INDEX member_messages_fact_idx ON member_messages (member_id, fact) WHERE fact IS NOT NULL;
