/**
 * Every statement the match store runs, shared by both drivers. Parameters are cast explicitly
 * (JSON travels as text and is cast to json or jsonb; times travel as epoch milliseconds) so that the
 * `postgres` client and PGlite bind them identically.
 */

const MS = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
const FROM_MS = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

export const INSERT_MATCH = `
INSERT INTO matches (id, game_name, state, state_id, initial_state, metadata, unlisted, has_bots, gameover, created_at, updated_at,
                     ctx, snapshot_state_id)
VALUES ($1::text, $2::text, $3::text::json, $4::int, $5::text::json, $6::text::jsonb, $7::boolean, $8::boolean,
        $9::text::jsonb, ${FROM_MS('$10')}, ${FROM_MS('$11')}, $3::text::json -> 'ctx', $4::int)`;

/**
 * Compare-and-swap of the state on its id: nothing is written unless the stored state id is the
 * expected one. The move's log entries are appended in the same statement, and the state is
 * written either as a patch from the state before ($5, appended to match_state_patches) or whole
 * as a new snapshot ($4, which deletes the patches it makes obsolete). When a seat is given ($10,
 * $11), the write also needs that seat's stored credentials hash to be $11: a move sent with a
 * seat link that was replaced meanwhile is never stored. Returns updated = 1 or 0.
 */
export const COMMIT_STATE = `
WITH upd AS (
  UPDATE matches
     SET state = COALESCE($4::text::json, state),
         snapshot_state_id = CASE WHEN $4::text IS NULL THEN snapshot_state_id ELSE $3::int END,
         ctx = $6::text::json, state_id = $3::int, gameover = $7::text::jsonb,
         log_length = log_length + $8::int, updated_at = now()
   WHERE id = $1::text AND state_id = $2::int
     AND ($10::text IS NULL OR metadata -> 'players' -> $10::text ->> 'credentials' = $11::text)
  RETURNING log_length - $8::int AS base
), ins AS (
  INSERT INTO match_log (match_id, seq, state_id, entry)
  SELECT $1::text, upd.base + e.ord::int - 1, $2::int, e.value
    FROM upd, json_array_elements($9::text::json) WITH ORDINALITY AS e(value, ord)
  RETURNING 1
), patched AS (
  INSERT INTO match_state_patches (match_id, state_id, patch)
  SELECT $1::text, $3::int, $5::text::json FROM upd WHERE $5::text IS NOT NULL
  RETURNING 1
), pruned AS (
  DELETE FROM match_state_patches p USING upd WHERE $4::text IS NOT NULL AND p.match_id = $1::text
  RETURNING 1
)
SELECT count(*)::int AS updated FROM upd`;

/**
 * COMMIT_STATE for several matches at once (group commit): $1 is a JSON array of
 * {id, expected, state_id, snapshot, patch, ctx, gameover, n, log, seat, credentials}, at most one
 * per match. Each row keeps its own compare-and-swap (and seat check); returns the ids of the
 * matches that were updated.
 */
export const COMMIT_STATES = `
WITH input AS (
  SELECT * FROM json_to_recordset($1::text::json)
      AS i(id text, expected int, state_id int, snapshot json, patch json, ctx json, gameover jsonb, n int, log json,
            seat text, credentials text)
), upd AS (
  UPDATE matches m
     SET state = COALESCE(input.snapshot, m.state),
         snapshot_state_id = CASE WHEN input.snapshot IS NULL THEN m.snapshot_state_id ELSE input.state_id END,
         ctx = input.ctx, state_id = input.state_id, gameover = input.gameover,
         log_length = m.log_length + input.n, updated_at = now()
    FROM input
   WHERE m.id = input.id AND m.state_id = input.expected
     AND (input.seat IS NULL OR m.metadata -> 'players' -> input.seat ->> 'credentials' = input.credentials)
  RETURNING m.id, m.log_length - input.n AS base, input.expected, input.state_id, input.log, input.patch,
            input.snapshot IS NOT NULL AS snapshotted
), ins AS (
  INSERT INTO match_log (match_id, seq, state_id, entry)
  SELECT upd.id, upd.base + e.ord::int - 1, upd.expected, e.value
    FROM upd, json_array_elements(upd.log) WITH ORDINALITY AS e(value, ord)
  RETURNING 1
), patched AS (
  INSERT INTO match_state_patches (match_id, state_id, patch)
  SELECT upd.id, upd.state_id, upd.patch FROM upd WHERE upd.patch IS NOT NULL
  RETURNING 1
), pruned AS (
  DELETE FROM match_state_patches p USING upd WHERE upd.snapshotted AND p.match_id = upd.id
  RETURNING 1
)
SELECT id FROM upd`;

/**
 * One match's row; with the state, the snapshot and the patches after it (in order) that make
 * the current state, read in one statement so that they belong together.
 */
export function selectMatch(fields: { state: boolean; metadata: boolean; initialState: boolean }): string {
  const cols = ['gameover', `${MS('created_at')} AS created_at`, `${MS('updated_at')} AS updated_at`];
  if (fields.state) {
    cols.push('state', 'state_id', 'snapshot_state_id');
    cols.push(`(SELECT json_agg(p.patch ORDER BY p.state_id) FROM match_state_patches p
               WHERE p.match_id = m.id AND p.state_id > m.snapshot_state_id) AS patches`);
  }
  if (fields.metadata) cols.push('metadata');
  if (fields.initialState) cols.push('initial_state');
  return `SELECT ${cols.join(', ')} FROM matches m WHERE id = $1::text`;
}

/** The log, or ($2) only the entries of moves made on that state id or later. */
export const SELECT_LOG = `SELECT entry FROM match_log WHERE match_id = $1::text AND ($2::int IS NULL OR state_id >= $2::int) ORDER BY seq`;

export const SELECT_METADATA_FOR_UPDATE = `
SELECT metadata, gameover, ${MS('created_at')} AS created_at, ${MS('updated_at')} AS updated_at
  FROM matches WHERE id = $1::text FOR UPDATE`;

export const UPDATE_METADATA = `
UPDATE matches
   SET metadata = $2::text::jsonb, unlisted = $3::boolean, has_bots = $4::boolean,
       updated_at = GREATEST(updated_at, ${FROM_MS('$5')}),
       gameover = COALESCE(gameover, $6::text::jsonb)
 WHERE id = $1::text`;

export const DELETE_MATCH = `DELETE FROM matches WHERE id = $1::text`;

export const LIST_MATCH_IDS = `
SELECT id FROM matches
 WHERE ($1::text IS NULL OR game_name = $1::text)
   AND ($2::boolean IS NULL OR (gameover IS NOT NULL) = $2::boolean)
   AND ($3::float8 IS NULL OR updated_at < ${FROM_MS('$3')})
   AND ($4::float8 IS NULL OR updated_at > ${FROM_MS('$4')})
 ORDER BY updated_at DESC, id`;

const SUMMARY_COLUMNS = `id, game_name, metadata, ctx, state_id, gameover,
       ${MS('created_at')} AS created_at, ${MS('updated_at')} AS updated_at`;

/** Public matches, newest first, keyset-paginated on (created_at, id). */
export const LIST_PUBLIC = `
SELECT ${SUMMARY_COLUMNS} FROM matches
 WHERE NOT unlisted
   AND ($1::text IS NULL OR game_name = $1::text)
   AND ($2::float8 IS NULL OR (created_at, id) < (${FROM_MS('$2')}, $3::text))
 ORDER BY created_at DESC, id DESC
 LIMIT $4::int`;

/** Brief state of several matches (ids as a JSON array). */
export const SELECT_SUMMARIES = `
SELECT ${SUMMARY_COLUMNS} FROM matches
 WHERE id IN (SELECT jsonb_array_elements_text($1::text::jsonb))`;

/** The stored state id of several matches (ids as a JSON array) and how long ago each was last written. */
export const SELECT_STATE_IDS = `
SELECT id, state_id, (extract(epoch FROM now() - updated_at) * 1000)::float8 AS age_ms FROM matches
 WHERE id IN (SELECT jsonb_array_elements_text($1::text::jsonb))`;

export const LIST_BOT_MATCHES = `SELECT id FROM matches WHERE has_bots AND gameover IS NULL ORDER BY id`;

export const DELETE_IDLE = `
DELETE FROM matches WHERE gameover IS NULL AND updated_at < ${FROM_MS('$1')} RETURNING id`;

export const PING = `SELECT 1 AS ok`;
