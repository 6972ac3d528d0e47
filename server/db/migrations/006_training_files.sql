-- Issue 5: the files of a training session (session plan, health-and-safety file, parent/player
-- file), one per slot. The bytes live in <data dir>/files/training_files/<id>.
CREATE TABLE training_files (
  id uuid PRIMARY KEY,
  training_id uuid NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
  slot text NOT NULL CHECK (slot IN ('plan', 'health-safety', 'parent-player')),
  name text NOT NULL,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (training_id, slot)
);
