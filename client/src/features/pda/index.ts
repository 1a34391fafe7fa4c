export { PdaPanel } from './components/PdaPanel';
