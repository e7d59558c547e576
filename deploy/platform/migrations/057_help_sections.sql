-- Help sections carry a version and the time of their last edit: a member sees which text they read,
-- an operator's edit raises the version (in any of its languages). Rows written before stay version 1.
ALTER TABLE help_sections
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
