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

-- Accounts an agent created in the register centre before accounts were made to change the
-- agent's password at first sign-in, and that still have it (never changed since creation: the
-- creation sets password_changed_at to its own time), must change it at their next sign-in too.
UPDATE members SET must_change_password = true
 WHERE register_method = 'AGENT' AND password_changed_at <= created_at AND NOT must_change_password;
