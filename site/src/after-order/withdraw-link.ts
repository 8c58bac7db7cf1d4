import { defineMessage } from 'react-intl';

/**
 * The footer's link to the withdrawal, on every page: a file of its own, so that the app shell
 * does not carry the after-order pages' texts.
 */
export const withdrawLink = defineMessage({
  id: 'afterOrder.withdraw.link',
  defaultMessage: 'Vertrag widerrufen',
});

/** The query parameter that fills in the withdrawal page's order number. */
export const withdrawalOrderParameter = 'bestellung';

/** The withdrawal page, with the order number of `orderNumber` filled in. */
export const withdrawalPath = (orderNumber: string) =>
  `/widerruf?${new URLSearchParams({ [withdrawalOrderParameter]: orderNumber })}`;
