// GET public/tables: the tables of limits and polling intervals the screens and the server share
// (decision 0015). A client can compare them with the copy it was built with.
import {
  DAYS_NOTICE,
  ID_LENGTH,
  KANBAN_QUANTITY,
  PASSWORD_MIN_LENGTH,
  UPLOAD_MAX_FILES,
  UPLOAD_TIMEOUT_MS,
} from './limits';
import { PRODUCT_VERSION } from './product';
import { NODE_NAME_MAX, PDA_DESCRIPTION_MAX, SEARCH_TEXT_MAX } from './rules';
import * as timing from './timing';

export interface PublicTables {
  productVersion: string;
  limits: Record<string, number>;
  pollingMs: Record<string, number>;
}

export function publicTables(): PublicTables {
  return {
    productVersion: PRODUCT_VERSION,
    limits: {
      uploadMaxFiles: UPLOAD_MAX_FILES,
      uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
      passwordMinLength: PASSWORD_MIN_LENGTH,
      idLength: ID_LENGTH,
      kanbanQuantityMin: KANBAN_QUANTITY.min,
      kanbanQuantityMax: KANBAN_QUANTITY.max,
      daysNoticeMin: DAYS_NOTICE.min,
      daysNoticeMax: DAYS_NOTICE.max,
      nodeNameMax: NODE_NAME_MAX,
      pdaDescriptionMax: PDA_DESCRIPTION_MAX,
      searchTextMax: SEARCH_TEXT_MAX,
    },
    // Every POLL_*_MS constant, named in camel case without the prefix and suffix.
    pollingMs: Object.fromEntries(
      Object.entries(timing)
        .filter(([name]) => name.startsWith('POLL_') && name.endsWith('_MS'))
        .map(([name, ms]) => [
          name
            .slice(5, -3)
            .toLowerCase()
            .replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
          ms as number,
        ]),
    ),
  };
}
