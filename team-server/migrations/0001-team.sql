-- Migration 1 of the team server's database: the team, its members and their devices, shared items with their
-- change history, idempotent push records, listing states stored once by content, snapshot runs (whole listings
-- kept as unchanged stretches, like the laptop's workspace does), and the team's snapshot leases.

CREATE TABLE team (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One team per database.
  one_row boolean NOT NULL DEFAULT true UNIQUE CHECK (one_row)
);

CREATE TABLE members (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'member', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE UNIQUE INDEX members_name ON members (lower(name));

-- One-time invites, kept only as the sha-256 of the token.
CREATE TABLE invites (
  token_hash bytea PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX invites_member ON invites (member_id);

-- A device is one joined laptop (one data folder): its member token is kept only as its sha-256.
CREATE TABLE devices (
  id uuid PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  token_hash bytea NOT NULL UNIQUE,
  name text NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX devices_member ON devices (member_id);

-- Every change (an item written, a run stored) takes the next number: laptops pull by it.
CREATE SEQUENCE change_seq;

CREATE TABLE items (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('saved-search', 'watch', 'compare-board', 'report', 'note')),
  body jsonb NOT NULL,
  team_wide boolean NOT NULL DEFAULT false,
  created_by uuid NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL,
  updated_by uuid NOT NULL REFERENCES members (id),
  updated_at timestamptz NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  deleted boolean NOT NULL DEFAULT false,
  seq bigint NOT NULL UNIQUE
);

-- Who changed what and when, one row per applied change (the item keeps only its latest state).
CREATE TABLE item_history (
  seq bigint PRIMARY KEY,
  item_id uuid NOT NULL REFERENCES items (id),
  version integer NOT NULL,
  action text NOT NULL CHECK (action IN ('upsert', 'delete')),
  member_id uuid NOT NULL REFERENCES members (id),
  device_id uuid NOT NULL REFERENCES devices (id),
  op_id uuid NOT NULL,
  at timestamptz NOT NULL,
  -- The version the write replaced without having seen it (the later write won), when it did.
  overwrote_version integer
);
CREATE INDEX item_history_item ON item_history (item_id, seq);

-- Answers given to pushed operations, so a retried batch applies nothing twice and answers the same.
CREATE TABLE push_ops (
  member_id uuid NOT NULL REFERENCES members (id),
  op_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  result jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, op_id)
);
CREATE INDEX push_ops_at ON push_ops (at);

-- Listing states by content: hash = sha-256 of the body's canonical JSON.
CREATE TABLE listing_states (
  hash bytea PRIMARY KEY CHECK (length(hash) = 32),
  body jsonb NOT NULL,
  created_by uuid REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE snapshot_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  watch_id uuid NOT NULL REFERENCES items (id),
  taken_at timestamptz NOT NULL,
  complete boolean NOT NULL,
  listing_count integer NOT NULL,
  requests_spent integer NOT NULL,
  created_by uuid NOT NULL REFERENCES members (id),
  device_id uuid NOT NULL REFERENCES devices (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint NOT NULL UNIQUE
);
CREATE INDEX snapshot_runs_watch ON snapshot_runs (watch_id, id);

-- The listings of a watch's complete runs as unchanged stretches: a listing is in complete run R of its watch when
-- first_run <= R and (last_run IS NULL or last_run >= R). A listing unchanged for a year is one row, not 365.
CREATE TABLE run_listings (
  watch_id uuid NOT NULL REFERENCES items (id),
  external_id text NOT NULL,
  hash bytea NOT NULL REFERENCES listing_states (hash),
  first_run bigint NOT NULL,
  last_run bigint,
  PRIMARY KEY (watch_id, external_id, first_run)
);
CREATE INDEX run_listings_open ON run_listings (watch_id, external_id) WHERE last_run IS NULL;

-- A run stopped before every page came is kept whole, and is never the base of the next run's stretches.
CREATE TABLE partial_run_listings (
  -- Checked at commit: the listings are written before their run row, which takes the change lock last.
  run_id bigint NOT NULL REFERENCES snapshot_runs (id) DEFERRABLE INITIALLY DEFERRED,
  external_id text NOT NULL,
  hash bytea NOT NULL REFERENCES listing_states (hash),
  PRIMARY KEY (run_id, external_id)
);

-- One laptop (device) at a time snapshots a watch for the team; a lease expires by time, renewed by heartbeats.
CREATE TABLE leases (
  watch_id uuid PRIMARY KEY REFERENCES items (id),
  device_id uuid NOT NULL REFERENCES devices (id),
  acquired_at timestamptz NOT NULL,
  heartbeat_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
