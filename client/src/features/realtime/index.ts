// What other features may import from realtime: the provider and its hooks for the shell,
// the connection's status views, and the latency figures the version label shows.
export { ConnectionOverlay } from './components/ConnectionOverlay';
export { ConnectionStatus } from './components/ConnectionStatus';
export { HEARTBEAT_KINDS, latencyStore, type LatencySummary } from './connection/latencyStats';
export type { SocketFactory, SocketLike } from './connection/RealtimeConnection';
export { useServerNow } from './hooks/useServerNow';
export { RealtimeProvider, useConnectionSnapshot, useRealtimeConnection } from './RealtimeProvider';
