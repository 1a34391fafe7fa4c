export const PRODUCT_VERSION = '2025.36.1';

// Both seeds ask for every session and every error to be reported (100%).
export const ERROR_REPORT_SAMPLE_RATES = {
  sessions: 1.0,
  errors: 1.0,
} as const;
