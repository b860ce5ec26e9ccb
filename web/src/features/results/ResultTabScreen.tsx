export { default } from './screens/ResultTabScreen.tsx';
