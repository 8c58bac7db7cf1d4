export {
  InlineMessage,
  type InlineMessageProps,
  type InlineMessageTone,
} from './InlineMessage.tsx';
