export { useNavLinks } from './hooks/useNavLinks';
