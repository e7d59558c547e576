import type { Bank } from '@site/shared/contract/member';
import type { Db } from '../db/database';

/** The banks new payout accounts may name, in the site's order. */
export async function listBanks(db: Db): Promise<Bank[]> {
  return db.query<Bank>('SELECT code, name FROM banks WHERE enabled ORDER BY sort, code');
}
