import { resolve } from 'node:path';

/** The demo admin's password: the web server seeds it through ADMIN_PASSWORD. */
export const ADMIN_PASSWORD = 'Browser-Admin-2025!';

export const REPO_ROOT = resolve(__dirname, '..', '..');
/** Wiped at every run, see playwright.config.ts; BROWSER_TEST_DATA_DIR lets two runs coexist. */
export const DATA_DIR = process.env.BROWSER_TEST_DATA_DIR || '.test-data/browser';
export const OUTBOX_DIR = resolve(REPO_ROOT, DATA_DIR, 'outbox');
