export * from './checklist';
export * from './common-passwords';
