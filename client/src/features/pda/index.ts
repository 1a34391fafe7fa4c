export { PdaPanel } from './components/PdaPanel';
export { NodePdaSums } from './components/PdaSums';
