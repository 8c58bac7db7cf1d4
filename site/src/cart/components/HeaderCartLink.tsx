import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, Icon, token } from '@kursmarkt/ui';
import { cartPaths } from '../cart-paths.ts';
import { cartMessages as m } from '../messages.ts';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xxs')};
  color: inherit;
  text-decoration: none;
  padding: ${token('space.xs')};
  border-radius: ${token('radius.md')};

  &:focus-visible {
    outline: ${token('size.focusRing')} solid ${token('color.focus.ring')};
  }
`;

export type HeaderCartLinkProps = {
  /** The number of positions; the link shows only when it is above 0. */
  count: number;
};

/** The header's cart icon with the number of positions, only when the cart is not empty. */
export function HeaderCartLink({ count }: HeaderCartLinkProps) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <Anchor
      href={cartPaths.cart}
      aria-label={`${intl.formatMessage(m.headerCart)}: ${intl.formatMessage(m.headerCount, { count })}`}
    >
      <Icon name="cart" />
      <Badge count={count} />
    </Anchor>
  );
}
