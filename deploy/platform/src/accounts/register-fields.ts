import type { PatternId, RegisterField, RegisterFieldRule } from '@site/shared/contract';
import type { Db } from '../db/database';
import { ReadCache, type ReadCacheOptions } from '../db/read-cache';

/**
 * The registration field rules (which fields show, which are required, their patterns and
 * lengths), in form order. Read by the register form at start and by every registration and
 * password check, so answered from memory (see ReadCache for how long).
 */
export class RegisterFieldsRepository {
  private readonly cache: ReadCache;

  constructor(
    private readonly db: Db,
    options: ReadCacheOptions = {},
  ) {
    this.cache = new ReadCache(db.kind, options);
  }

  rules(): Promise<RegisterFieldRule[]> {
    return this.cache.read('registerFields', async () => {
      const rows = await this.db.query<{
        field: RegisterField;
        enabled: boolean;
        required: boolean;
        accepted_pattern: string;
        pattern_id: PatternId;
        min_length: number;
        max_length: number;
        input_type: RegisterFieldRule['type'];
      }>('SELECT * FROM register_fields ORDER BY sort, field');
      return rows.map((row) => ({
        field: row.field,
        enabled: row.enabled,
        required: row.required,
        acceptedPattern: row.accepted_pattern,
        patternId: row.pattern_id,
        minLength: row.min_length,
        maxLength: row.max_length,
        type: row.input_type,
      }));
    });
  }
}
