/** PostgreSQL `integer`: a larger id cannot exist, and must not reach the database as a cast error. */
const MAX_ROW_ID = 2_147_483_647;

export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
}
