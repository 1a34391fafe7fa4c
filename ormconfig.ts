// The TypeORM CLI's DataSource. The app and npm run db:* build theirs from the same options.
import { createDataSource } from './server/src/database/data-source';

if (!process.env.DATABASE_URL) {
  throw new Error('DATABASE_URL must be set for the TypeORM CLI (npm run db:* start one for you)');
}

export default createDataSource(process.env.DATABASE_URL);
