import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAddToCartMutation } from '@kursmarkt/api';
import type { PackageSource } from '@kursmarkt/schemas';
import { InlineMessage, SpinnerButton, Stack } from '@kursmarkt/ui';
import { useSession } from '../session/use-session.ts';
import { trackCartEvent } from './analytics.ts';
import { cartPaths } from './cart-paths.ts';
import { updateGuestCart } from './guest-cart-store.ts';
import { addToGuestCart } from './guest-cart.ts';
import { cartMessages as m, cartRefusalMessage } from './messages.ts';

export type AddPackageToCartProps = {
  creditPackage: PackageSource;
  /** The names of the package's scopes, for the analytics event. */
  scopes: readonly string[];
  /** The id of the package's heading, which names what the button adds. */
  describedBy?: string;
};

/**
 * Adds a credit package to the cart and opens the cart, as a course date is added
 * (docs/entities-and-states.md, states): a signed-in customer's on the server (PUT /api/cart with `packageId`), a guest's in
 * browser storage with the package's credits in `cp`. A refusal is shown beside the button.
 */
export function AddPackageToCart({ creditPackage, scopes, describedBy }: AddPackageToCartProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const add = useAddToCartMutation(intl.locale);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();

  const onAdd = async () => {
    setRefusal(null);
    if (session.status === 'signedIn') {
      await add.trigger({ packageId: creditPackage.id });
    } else {
      updateGuestCart((cart) =>
        addToGuestCart(
          cart,
          { packageId: creditPackage.id },
          {
            packageId: creditPackage.id,
            type: creditPackage.educationalType,
            organizerId: creditPackage.organizer.id,
            scopeIds: creditPackage.professionalScopeIds,
            creditValue: creditPackage.creditValue,
          },
        ),
      );
    }
    trackCartEvent('add_to_cart', [
      {
        id: creditPackage.id,
        name: creditPackage.name,
        organizer: creditPackage.organizer.name,
        priceCents: creditPackage.price,
        scopes,
      },
    ]);
    await navigate(cartPaths.cart);
  };

  return (
    <Stack gap="sm">
      <div>
        <SpinnerButton
          aria-describedby={describedBy}
          aria-label={intl.formatMessage(m.addNamed, { item: creditPackage.name })}
          onClick={onAdd}
          onError={(error) => {
            const code = (error as { code?: unknown } | null)?.code;
            setRefusal(typeof code === 'string' ? code : '');
          }}
        >
          {intl.formatMessage(m.add)}
        </SpinnerButton>
      </div>
      {refusal !== null ? (
        <InlineMessage id={refusalId} tone="danger">
          {intl.formatMessage(cartRefusalMessage(refusal))}
        </InlineMessage>
      ) : null}
    </Stack>
  );
}
