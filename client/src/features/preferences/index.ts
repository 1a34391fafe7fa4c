export { usePreference } from './hooks/usePreference';
export { useGridColumnLayout } from './hooks/useGridColumnLayout';
