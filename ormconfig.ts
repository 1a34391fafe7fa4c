// The TypeORM CLI's DataSource. The app and npm run db:* build theirs from the same options.
import { createDataSource } from './server/src/database/data-source';

// Migrations are the schema owner's (decision 0032): DATABASE_MIGRATION_URL when set.
const url = process.env.DATABASE_MIGRATION_URL || process.env.DATABASE_URL;
if (!url) {
  throw new Error('DATABASE_URL must be set for the TypeORM CLI (npm run db:* start one for you)');
}

export default createDataSource(url);
