-- Help sections carry a version and the time of their last edit: a member sees which text they read,
-- an operator's edit raises the version (in any of its languages). Rows written before stay version 1.
ALTER TABLE help_sections
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A visitor's feedback keeps the contact they gave (an email address in lower case or + and a phone
-- number's digits): staff answer through it, and the visitor finds the feedback again with it and
-- the reference number. Members' feedback has none: their account is the contact.
ALTER TABLE feedback
  ADD COLUMN contact text CHECK (contact IS NULL OR (member_id IS NULL AND length(contact) BETWEEN 6 AND 100));
CREATE INDEX feedback_lookup_idx ON feedback (reference_no, contact) WHERE contact IS NOT NULL;
