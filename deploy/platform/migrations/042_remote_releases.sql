-- The remote release registry, for sites that run several servers on one PostgreSQL: which version
-- of each remote is active and every version released (the history a rollback follows), and each
-- version's files as content-addressed blobs, so any server can serve any version in the registry
-- and keeps only a cache of them on its disk. The embedded database leaves these tables empty: a
-- single server keeps its releases in its data directory.
CREATE TABLE remote_registry (
  remote_id text PRIMARY KEY,
  active text NOT NULL,
  -- [{ version, releasedAt, previous? }, ...] oldest first, as registry.json keeps it.
  history jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A blob is named by the SHA-256 of its bytes, so the same file in many versions is kept once.
CREATE TABLE remote_blobs (
  sha256 text PRIMARY KEY,
  content bytea NOT NULL
);

-- The files of each released version (the precompressed .br and .gz copies included): never changed
-- once written, since a version is named by its content.
CREATE TABLE remote_version_files (
  remote_id text NOT NULL,
  version text NOT NULL,
  path text NOT NULL,
  sha256 text NOT NULL REFERENCES remote_blobs (sha256),
  PRIMARY KEY (remote_id, version, path)
);
