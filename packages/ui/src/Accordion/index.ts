export {
  Accordion,
  type AccordionHeadingLevel,
  type AccordionItemData,
  type AccordionProps,
} from './Accordion.tsx';
