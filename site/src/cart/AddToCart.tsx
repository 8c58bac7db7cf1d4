import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAddToCartMutation } from '@kursmarkt/api';
import type { CourseDetail, CourseScheduleDetail } from '@kursmarkt/schemas';
import { formatDayRange } from '@kursmarkt/schemas/rules';
import { useSession } from '../session/use-session.ts';
import { trackCartEvent } from './analytics.ts';
import { cartPaths } from './cart-paths.ts';
import { AddToCartForm } from './components/AddToCartForm.tsx';
import { updateGuestCart } from './guest-cart-store.ts';
import { addToGuestCart } from './guest-cart.ts';

export type AddToCartProps = {
  course: CourseDetail;
  schedule: CourseScheduleDetail;
  /** The id of the date's heading. */
  describedBy?: string;
};

/**
 * Adds a date of the course to the cart and opens the cart (docs/entities-and-states.md, states): a signed-in
 * customer's on the server (PUT /api/cart), a guest's in browser storage.
 */
export function AddToCart({ course, schedule, describedBy }: AddToCartProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const add = useAddToCartMutation(intl.locale);

  const onAdd = async (priceLevelId: number) => {
    if (session.status === 'signedIn') {
      await add.trigger({ courseId: course.id, scheduleId: schedule.id, priceLevelId });
    } else {
      updateGuestCart((cart) =>
        addToGuestCart(cart, {
          courseId: course.id,
          courseScheduleId: schedule.id,
          priceLevelId,
          course: {
            id: course.id,
            durationValue: course.durationValue,
            type: course.searchType,
            organizer: { id: course.organizer.id },
            professionalScopes: course.scopes.map((scope) => ({ id: scope.id })),
          },
        }),
      );
    }
    trackCartEvent('add_to_cart', [
      {
        id: course.id,
        name: course.name,
        organizer: course.organizer.name,
        priceCents:
          schedule.priceLevels.find((level) => level.id === priceLevelId)?.priceValue ?? 0,
        courseType: course.courseType,
        scopes: course.scopes.map((scope) => scope.name),
      },
    ]);
    await navigate(cartPaths.cart);
  };

  return (
    <AddToCartForm
      priceLevels={schedule.priceLevels}
      onAdd={onAdd}
      describedBy={describedBy}
      itemName={`${course.name}, ${formatDayRange(schedule.startDate, schedule.endDate, intl.locale)}`}
    />
  );
}
