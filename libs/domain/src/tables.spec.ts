import { describe, expect, it } from 'vitest';
import { KANBAN_QUANTITY } from './limits';
import { PRODUCT_VERSION } from './product';
import { publicTables } from './tables';
import { POLL_EXAM_FIELDS_MS, POLL_ROSTERS_MS } from './timing';

describe(publicTables.name, () => {
  it('lists the shared limits and every polling interval by name', () => {
    const tables = publicTables();
    expect(tables.productVersion).toBe(PRODUCT_VERSION);
    expect(tables.limits.kanbanQuantityMax).toBe(KANBAN_QUANTITY.max);
    expect(tables.pollingMs.rosters).toBe(POLL_ROSTERS_MS);
    expect(tables.pollingMs.examFields).toBe(POLL_EXAM_FIELDS_MS);
    expect(Object.values(tables.pollingMs).every((ms) => Number.isInteger(ms) && ms > 0)).toBe(
      true,
    );
  });
});
