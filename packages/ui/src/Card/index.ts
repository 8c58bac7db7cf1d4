export {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  type CardElement,
  type CardPartProps,
  type CardProps,
} from './Card.tsx';
