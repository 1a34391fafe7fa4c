export { HistoryList, HistoryPanel, type HistoryKind } from './components/HistoryPanel';
