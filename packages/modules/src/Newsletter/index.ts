export { Newsletter, Newsletter as default, type NewsletterProps } from './Newsletter.tsx';
export { NewsletterBox, type NewsletterBoxProps } from './newsletter-box.tsx';
export { messages as newsletterMessages } from './messages.ts';
