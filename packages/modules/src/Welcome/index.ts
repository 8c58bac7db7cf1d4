export { Welcome, Welcome as default, type WelcomeProps } from './Welcome.tsx';
