import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import useSWR from 'swr';
import {
  useAddToCartMutation,
  useApiClient,
  useCart,
  useCartCustomer,
  useCheckGuestVoucher,
  useEnterVoucherMutation,
  useGuestCartPrice,
  useRemoveCartPositionMutation,
  useRemovePositionPackageMutation,
  useRemoveVoucherMutation,
  type CartResponse,
} from '@kursmarkt/api';
import type { CourseDetail, PackageSource } from '@kursmarkt/schemas';
import { localPositionKey } from '@kursmarkt/schemas/rules';
import { Alert, Link, Spinner, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { LoadFailed } from '../catalogue/components/LoadFailed.tsx';
import { useDomain } from '../domain.tsx';
import { PageFrame } from '../pages/PageFrame.tsx';
import { useSearchParams } from 'react-router-dom';
import { EmailNotVerified } from '../session/EmailNotVerified.tsx';
import { login } from '../session/session.ts';
import { useSession } from '../session/use-session.ts';
import { trackCartEvent, trackCheckoutEvent } from './analytics.ts';
import {
  analyticsItem,
  guestCourseLine,
  guestPackageLine,
  serverLine,
  type CartLine,
} from './cart-lines.ts';
import { cartPaths } from './cart-paths.ts';
import { CartLineItem } from './components/CartLineItem.tsx';
import { CartTotals } from './components/CartTotals.tsx';
import { NotAddedNotice } from './components/NotAddedNotice.tsx';
import { VoucherForm } from './components/VoucherForm.tsx';
import { updateGuestCart, useGuestCart } from './guest-cart-store.ts';
import {
  addToGuestCart,
  guestPriceInput,
  guestVoucherCodes,
  removeFromGuestCart,
  withGuestVoucher,
} from './guest-cart.ts';
import { forgetMergedCart, lastNotAdded } from './merge-notice.ts';
import { cartMessages as m, cartRefusalMessage } from './messages.ts';

/*
 * The cart is at least a screen tall in every state, so the footer starts below a phone's screen:
 * the server's page and the first render can only wait for the cart (a guest's is in browser
 * storage), and the lines that replace the waiting state would push a visible footer down
 * (docs/decisions/0033-cart-page-without-layout-shift.md).
 */
const CartArea = styled.div`
  min-height: 100svh;
`;

/** The page around the cart: title, the merged notice, a change's refusal, the content. */
function CartFrame({ error, children }: { error: unknown; children: ReactNode }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const merged = params.get('merged') === 'true';
  useEffect(() => {
    if (merged) forgetMergedCart();
  }, [merged]);
  const code = (error as { code?: unknown } | null)?.code;
  return (
    <CartArea>
      <PageFrame title={intl.formatMessage(m.title)}>
        {merged ? <Alert tone="info">{intl.formatMessage(m.merged)}</Alert> : null}
        {merged ? <NotAddedNotice entries={lastNotAdded()} /> : null}
        {error ? (
          <Alert tone="danger">
            {intl.formatMessage(cartRefusalMessage(typeof code === 'string' ? code : ''))}
          </Alert>
        ) : null}
        {children}
      </PageFrame>
    </CartArea>
  );
}

function EmptyCart() {
  const intl = useIntl();
  const { homeHref } = useDomain();
  return (
    <Stack gap="md">
      <Text>{intl.formatMessage(m.empty)}</Text>
      <div>
        <Link href={homeHref} appearance="button">
          {intl.formatMessage(m.findCourses)}
        </Link>
      </div>
    </Stack>
  );
}

/** Sends view_cart once, when the lines have loaded. */
function useViewCartEvent(lines: readonly CartLine[] | null, ids: (line: CartLine) => number) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !lines || lines.length === 0) return;
    sent.current = true;
    trackCartEvent(
      'view_cart',
      lines.map((line) => analyticsItem(line, ids(line))),
    );
  });
}

const positionItemId = (cart: CartResponse, line: CartLine) => {
  const position = cart.positions.find((entry) => entry.id === line.key);
  return position?.courseId ?? position?.packageId ?? 0;
};

/** The signed-in customer's cart on the server. */
function CustomerCart() {
  const intl = useIntl();
  const language = intl.locale;
  const { data: cart, error: loadError, mutate } = useCart(true, language);
  const { data: customer } = useCartCustomer(true);
  const [error, setError] = useState<unknown>(null);
  const change = { onError: setError, onSuccess: () => setError(null) };
  const add = useAddToCartMutation(language, change);
  const remove = useRemoveCartPositionMutation(language, change);
  const money = useRemovePositionPackageMutation(language, change);
  const voucher = useEnterVoucherMutation(language, change);
  const dropVoucher = useRemoveVoucherMutation(language, change);
  const lines = cart?.positions.map(serverLine) ?? null;
  useViewCartEvent(lines, (line) => (cart ? positionItemId(cart, line) : 0));

  if (loadError && !cart) {
    const unverified = (loadError as { code?: unknown }).code === 'EMAIL_NOT_VERIFIED';
    return (
      <CartFrame error={null}>
        {unverified ? (
          <EmailNotVerified onRetry={() => void mutate()} />
        ) : (
          <LoadFailed onRetry={() => void mutate()} />
        )}
      </CartFrame>
    );
  }
  if (!cart || !lines) {
    return (
      <CartFrame error={null}>
        <Spinner label={intl.formatMessage(m.loading)} />
      </CartFrame>
    );
  }
  const business = customer?.customerKind === 'BUSINESS';
  const courseInput = (line: CartLine) => {
    const position = cart.positions.find((entry) => entry.id === line.key)!;
    return {
      courseId: position.courseId!,
      scheduleId: position.scheduleId!,
      priceLevelId: position.pricelevelId!,
      packageIncluded: position.packageIncluded,
    };
  };
  return (
    <CartFrame error={error}>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <Stack as="ul" gap="md" aria-label={intl.formatMessage(m.title)}>
            {lines.map((line) => (
              <li key={line.key}>
                <CartLineItem
                  line={line}
                  showNet={business}
                  onError={setError}
                  onPriceLevel={(priceLevelId) =>
                    add.trigger({ ...courseInput(line), priceLevelId })
                  }
                  onCredits={(packageIncluded) =>
                    packageIncluded
                      ? add.trigger({ ...courseInput(line), packageIncluded: true })
                      : money.trigger(line.key)
                  }
                  onRemove={async () => {
                    await remove.trigger(line.key);
                    trackCartEvent('remove_from_cart', [
                      analyticsItem(line, positionItemId(cart, line)),
                    ]);
                  }}
                />
              </li>
            ))}
          </Stack>
          <VoucherForm
            storedCode={cart.voucherCodes[0] ?? null}
            discountCents={cart.cartVoucher?.discountValue ?? 0}
            unused={cart.unusedVoucher !== null}
            rejected={cart.rejectedVoucher}
            onApply={async (code) => (await voucher.trigger(code)).rejectedVoucher}
            onRemove={(code) => dropVoucher.trigger(code)}
          />
          <CartTotals
            sumCents={cart.sumValue}
            discountCents={cart.cartVoucher?.discountValue ?? 0}
            netCents={business ? cart.netSumValue : null}
          />
          <div>
            <Link
              href={cartPaths.cartCheck}
              appearance="button"
              onClick={() =>
                trackCheckoutEvent(
                  'begin_checkout',
                  lines.map((line) => analyticsItem(line, positionItemId(cart, line))),
                  cart.cartVoucher?.code,
                )
              }
            >
              {intl.formatMessage(m.checkout)}
            </Link>
          </div>
        </>
      )}
    </CartFrame>
  );
}

/** The catalogue's courses and packages of the guest's lines; a course or package that is gone is null. */
function useGuestCatalogue(courseIds: number[], packageIds: number[], language: string) {
  const client = useApiClient();
  const quiet = { redirectOnNotFound: false } as const;
  const orNull = <T,>(call: Promise<T>) =>
    call.catch((error: { status?: number }) => {
      if (error.status === 404) return null;
      throw error;
    });
  return useSWR(
    ['guestCartCatalogue', courseIds.join(','), packageIds.join(','), language],
    async () => {
      const courses = await Promise.all(
        courseIds.map((id) =>
          orNull(client.request('getCourse', { params: { id }, query: { language } }, quiet)),
        ),
      );
      const packages = await Promise.all(
        packageIds.map((id) => orNull(client.request('getPackage', { params: { id } }, quiet))),
      );
      return {
        courses: new Map<number, CourseDetail | null>(
          courseIds.map((id, at) => [id, courses[at]!]),
        ),
        packages: new Map<number, PackageSource | null>(
          packageIds.map((id, at) => [id, packages[at]!]),
        ),
      };
    },
    { keepPreviousData: true },
  );
}

/** The guest's cart in browser storage, shown with the catalogue's names, dates and prices. */
function GuestCartView() {
  const intl = useIntl();
  const stored = useGuestCart();
  const cart = stored ?? { positions: [], packages: [] };
  const courseIds = [
    ...new Set(
      cart.positions.flatMap((entry) => (entry.courseScheduleId != null ? [entry.courseId!] : [])),
    ),
  ];
  const packageIds = cart.positions.flatMap((entry) =>
    entry.courseScheduleId == null && entry.packageId != null ? [entry.packageId] : [],
  );
  const { data, error, mutate } = useGuestCatalogue(courseIds, packageIds, intl.locale);
  // The server prices the cart as the checkout will take it: the voucher's verdict and the total.
  const priced = useGuestCartPrice(
    stored && stored.positions.length > 0 ? guestPriceInput(stored) : null,
    intl.locale,
  ).data;
  const checkVoucher = useCheckGuestVoucher(intl.locale);
  const lines =
    data &&
    cart.positions.map((position) => {
      const key = localPositionKey(position)!;
      if (position.courseScheduleId != null) {
        return guestCourseLine(
          position,
          key,
          data.courses.get(position.courseId!) ?? null,
          cart.packages,
        );
      }
      const credits = cart.packages.find((entry) => entry.packageId === position.packageId);
      return guestPackageLine(
        key,
        data.packages.get(position.packageId!) ?? null,
        credits?.remainingCredits ?? null,
      );
    });
  const positionOf = (line: CartLine) =>
    cart.positions.find((entry) => localPositionKey(entry) === line.key) ?? {};
  const itemId = (line: CartLine) => {
    const position = positionOf(line);
    return (position.courseScheduleId != null ? position.courseId : position.packageId) ?? 0;
  };
  useViewCartEvent(lines ?? null, itemId);

  // Until the browser's storage is read (the server's page, hydration), the cart is unknown.
  if (!stored) {
    return (
      <CartFrame error={null}>
        <Spinner label={intl.formatMessage(m.loading)} />
      </CartFrame>
    );
  }
  if (cart.positions.length === 0) {
    return (
      <CartFrame error={null}>
        <EmptyCart />
      </CartFrame>
    );
  }
  if (error && !data) {
    return (
      <CartFrame error={null}>
        <LoadFailed onRetry={() => void mutate()} />
      </CartFrame>
    );
  }
  if (!lines) {
    return (
      <CartFrame error={null}>
        <Spinner label={intl.formatMessage(m.loading)} />
      </CartFrame>
    );
  }
  const code = guestVoucherCodes(cart)[0] ?? null;
  // A package's hours go to a customer account: a guest signs in to order it.
  const withPackage = lines.some((line) => line.kind === 'package');
  return (
    <CartFrame error={null}>
      <Stack as="ul" gap="md" aria-label={intl.formatMessage(m.title)}>
        {lines.map((line) => (
          <li key={line.key}>
            <CartLineItem
              line={line}
              onPriceLevel={async (priceLevelId) =>
                updateGuestCart((current) =>
                  addToGuestCart(current, { ...positionOf(line), priceLevelId }),
                )
              }
              onCredits={async (packageIncluded) =>
                updateGuestCart((current) =>
                  addToGuestCart(current, { ...positionOf(line), packageIncluded }),
                )
              }
              onRemove={async () => {
                updateGuestCart((current) => removeFromGuestCart(current, line.key));
                trackCartEvent('remove_from_cart', [analyticsItem(line, itemId(line))]);
              }}
            />
          </li>
        ))}
      </Stack>
      <VoucherForm
        storedCode={code}
        discountCents={priced?.cartVoucher?.discountValue ?? 0}
        unused={priced?.unusedVoucher != null}
        rejected={priced?.rejectedVoucher ?? null}
        onApply={async (entered) => {
          const answer = await checkVoucher(guestPriceInput(withGuestVoucher(cart, entered)));
          if (answer.rejectedVoucher) return answer.rejectedVoucher;
          updateGuestCart((current) => withGuestVoucher(current, entered));
          return null;
        }}
        onRemove={async () => updateGuestCart((current) => withGuestVoucher(current, null))}
      />
      <CartTotals
        sumCents={priced?.sumValue ?? lines.reduce((sum, line) => sum + line.payCents, 0)}
        discountCents={priced?.cartVoucher?.discountValue ?? 0}
      />
      {withPackage && <Text>{intl.formatMessage(m.packageNeedsAccount)}</Text>}
      <Stack direction="row" gap="sm" wrap>
        <SpinnerButton onClick={() => login({ returnTo: cartPaths.cart })}>
          {intl.formatMessage(m.signInToOrder)}
        </SpinnerButton>
        {!withPackage && (
          <Link
            href={cartPaths.guestData}
            appearance="button"
            variant="secondary"
            onClick={() =>
              trackCheckoutEvent(
                'begin_checkout',
                lines.map((line) => analyticsItem(line, itemId(line))),
              )
            }
          >
            {intl.formatMessage(m.checkoutAsGuest)}
          </Link>
        )}
      </Stack>
    </CartFrame>
  );
}

/**
 * The cart page (`/warenkorb`, docs/routes-and-screens.md): the customer's cart on the server, or the
 * guest's in browser storage, with its positions, the voucher field, the totals and the way to
 * the checkout; after a merge at sign-in (`?merged=true`) a notice asks to check it.
 */
export default function CartPage() {
  const intl = useIntl();
  const session = useSession();
  if (session.status === 'checking') {
    return (
      <CartFrame error={null}>
        <Spinner label={intl.formatMessage(m.loading)} />
      </CartFrame>
    );
  }
  return session.status === 'signedIn' ? <CustomerCart /> : <GuestCartView />;
}
