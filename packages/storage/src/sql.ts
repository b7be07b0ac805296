/**
 * Every statement the match store runs, shared by both drivers. Parameters are cast explicitly
 * (JSON travels as text and is cast to json or jsonb; times travel as epoch milliseconds) so that the
 * `postgres` client and PGlite bind them identically.
 */

const MS = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
const FROM_MS = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

export const INSERT_MATCH = `
INSERT INTO matches (id, game_name, state, state_id, initial_state, metadata, unlisted, has_bots, gameover, created_at, updated_at)
VALUES ($1::text, $2::text, $3::text::json, $4::int, $5::text::json, $6::text::jsonb, $7::boolean, $8::boolean,
        $9::text::jsonb, ${FROM_MS('$10')}, ${FROM_MS('$11')})`;

/**
 * Compare-and-swap of the state on its id, appending the new log entries in the same statement:
 * nothing is written unless the stored state id is the expected one. Returns updated = 1 or 0.
 */
export const COMMIT_STATE = `
WITH upd AS (
  UPDATE matches
     SET state = $3::text::json, state_id = $4::int, gameover = $5::text::jsonb,
         log_length = log_length + $6::int, updated_at = now()
   WHERE id = $1::text AND state_id = $2::int
  RETURNING log_length - $6::int AS base
), ins AS (
  INSERT INTO match_log (match_id, seq, state_id, entry)
  SELECT $1::text, upd.base + e.ord::int - 1, $2::int, e.value
    FROM upd, json_array_elements($7::text::json) WITH ORDINALITY AS e(value, ord)
  RETURNING 1
)
SELECT count(*)::int AS updated FROM upd`;

export function selectMatch(fields: { state: boolean; metadata: boolean; initialState: boolean }): string {
  const cols = ['gameover', `${MS('created_at')} AS created_at`, `${MS('updated_at')} AS updated_at`];
  if (fields.state) cols.push('state');
  if (fields.metadata) cols.push('metadata');
  if (fields.initialState) cols.push('initial_state');
  return `SELECT ${cols.join(', ')} FROM matches WHERE id = $1::text`;
}

export const SELECT_LOG = `SELECT entry FROM match_log WHERE match_id = $1::text ORDER BY seq`;

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

const SUMMARY_COLUMNS = `id, game_name, metadata, state -> 'ctx' AS ctx, state_id, gameover,
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

export const LIST_BOT_MATCHES = `SELECT id FROM matches WHERE has_bots AND gameover IS NULL ORDER BY id`;

export const DELETE_IDLE = `
DELETE FROM matches WHERE gameover IS NULL AND updated_at < ${FROM_MS('$1')} RETURNING id`;

export const PING = `SELECT 1 AS ok`;
