export { CapabilityMaintenancePage } from './pages/CapabilityMaintenancePage';
