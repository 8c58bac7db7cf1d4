import type { Route } from './route.ts';

/**
 * Cart calls (docs/api.md; docs/booking.md, calls): the signed-in customer's cart, its
 * vouchers, the cart validation at sign-in, the customer's credit packages, and the one cart call
 * of a guest checkout.
 */
export const cartRoutes = {
  getCart: { method: 'GET', path: '/api/cart', auth: 'customer' },
  putCart: { method: 'PUT', path: '/api/cart', auth: 'customer' },
  postCart: { method: 'POST', path: '/api/cart', auth: 'customer' },
  headCart: { method: 'HEAD', path: '/api/cart', auth: 'customer' },
  deleteCartPosition: { method: 'DELETE', path: '/api/cart/:id', auth: 'customer' },
  deleteCartPositionPackage: { method: 'DELETE', path: '/api/cart/:id/package', auth: 'customer' },
  deleteGuestCartPosition: { method: 'DELETE', path: '/api/cart/guest/:id', auth: 'guest' },
  getCartVoucher: { method: 'GET', path: '/api/cart/voucher/:code', auth: 'customer' },
  deleteCartVoucher: { method: 'DELETE', path: '/api/cart/voucher/:code', auth: 'customer' },
  getCartCustomer: { method: 'GET', path: '/api/cart/customer', auth: 'customer' },
  getCartPaymentMethods: { method: 'GET', path: '/api/cart/payment-methods', auth: 'customer' },
  patchOrderCartPosition: { method: 'PATCH', path: '/api/order/cart/:id', auth: 'customer' },
  putValidateCart: { method: 'PUT', path: '/api/order/validate-cart', auth: 'customer' },
  getCustomerPackages: { method: 'GET', path: '/api/customer/packages', auth: 'customer' },
  getCustomerPackage: { method: 'GET', path: '/api/customer/packages/:id', auth: 'customer' },
} as const satisfies Record<string, Route>;
