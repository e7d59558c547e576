-- An email change waits here until the member types the code mailed to the new address; the
-- account keeps its old address until then. One pending change per member: a newer request
-- replaces it (and its code). Only a hash of the code is kept, bound to the member and the address.
CREATE TABLE email_changes (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  email text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
