import type { ScriptDb } from './database';

/**
 * Inserts rows given as a JSON array in one statement. Passing the data as one text parameter
 * keeps each table to one round trip on both drivers, with no SQL built from values.
 */
export async function insertRows(tx: ScriptDb, table: string, columns: string, recordType: string, rows: unknown[]): Promise<void> {
  await tx.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_to_recordset($1::text::jsonb) AS r(${recordType})`,
    [JSON.stringify(rows)],
  );
}
