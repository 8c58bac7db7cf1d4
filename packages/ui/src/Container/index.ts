export { Container, type ContainerElement, type ContainerProps } from './Container.tsx';
