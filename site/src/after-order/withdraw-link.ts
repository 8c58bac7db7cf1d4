import { defineMessage } from 'react-intl';

/**
 * The footer's link to the withdrawal, on every page: a file of its own, so that the app shell
 * does not carry the after-order pages' texts.
 */
export const withdrawLink = defineMessage({
  id: 'afterOrder.withdraw.link',
  defaultMessage: 'Vertrag widerrufen',
});
