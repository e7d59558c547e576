-- The chat's moderation: an operator lifts a sanction before its end (kept, with who, when and
-- why, so the history of a member's sanctions stays whole), and hides a message (kept for the
-- reports and the audit, but no reader is answered it any more).
ALTER TABLE chat_sanctions
  ADD COLUMN lifted_at timestamptz,
  ADD COLUMN lifted_by text,
  ADD COLUMN lift_reason text CHECK (lift_reason IS NULL OR length(lift_reason) BETWEEN 1 AND 200),
  ADD CHECK ((lifted_at IS NULL) = (lifted_by IS NULL) AND (lifted_at IS NULL) = (lift_reason IS NULL));

ALTER TABLE chat_messages
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_by text,
  ADD COLUMN hide_reason text CHECK (hide_reason IS NULL OR length(hide_reason) BETWEEN 1 AND 200),
  ADD CHECK ((hidden_at IS NULL) = (hidden_by IS NULL) AND (hidden_at IS NULL) = (hide_reason IS NULL));
