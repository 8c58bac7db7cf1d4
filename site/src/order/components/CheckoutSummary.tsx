import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { OrderSummary, Participant } from '@kursmarkt/schemas';
import {
  checkoutParticipantsFormSchema,
  type CheckoutParticipantsForm,
} from '@kursmarkt/schemas/forms';
import { Alert, Checkbox, Heading, Link, Price, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { cartPaths } from '../../cart/cart-paths.ts';
import { voucherRefusalMessage } from '../../cart/messages.ts';
import { orderErrorMessage, orderMessages as m, paymentMethodMessage } from '../messages.ts';
import type { CheckoutPaths } from '../steps.ts';
import { OrderPositions, type OrderPositionView } from './OrderPositions.tsx';
import { ParticipantChoice } from './ParticipantChoice.tsx';
import { OrderTotals } from './OrderTotals.tsx';

const positionView = (position: OrderSummary['positions'][number]): OrderPositionView => ({
  id: position.id,
  name: position.name,
  organizer: position.organizer,
  courseType: position.courseType,
  isPackage: position.packageId !== null && position.scheduleId === null,
  startDate: position.startDate,
  endDate: position.endDate,
  city: position.city?.name ?? null,
  payCents: position.discountPriceValue,
  priceCents: position.priceValue,
  netCents: position.netPriceValue,
  vatCategory: position.vatCategory,
  vatRate: position.vatRate,
  vatExemptionReason: position.vatExemptionReason,
  packageIncluded: position.packageIncluded,
});

/** A heading with the link to the step where it is changed, named after what it changes. */
function SectionHeading({
  id,
  title,
  changePath,
  changeLabel,
}: {
  id: string;
  title: string;
  changePath: string;
  /** The link's accessible name, e.g. "Rechnungsadresse ändern": each "Ändern" says what. */
  changeLabel: string;
}) {
  const intl = useIntl();
  return (
    <Stack direction="row" gap="md" align="center" wrap>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      <Link href={changePath} aria-label={changeLabel}>
        {intl.formatMessage(m.change)}
      </Link>
    </Stack>
  );
}

/** What placing the order sends, from the summary and the consents given. */
export type PlaceOrderInput = {
  acceptTerms: true;
  earlyStartConsent: boolean;
  cartId: string;
  sumValue: number;
  /** Who attends a course when not the customer, by the cart position's id; none: the customer. */
  participants?: { positionId: string; participant: Participant }[];
};

export type CheckoutSummaryProps = {
  /** The summary as the server gave it. */
  summary: OrderSummary;
  /** The checkout's steps, for the links that change billing data and payment. */
  paths: CheckoutPaths;
  /**
   * Places the order; rejects with an error whose `code` is the refusal's, which the summary
   * shows above the button.
   */
  onPlace: (input: PlaceOrderInput) => Promise<unknown>;
  /** Shown first, e.g. what could not be taken over into a guest's checkout. */
  notice?: ReactNode;
};

/**
 * The summary before ordering (issue 21 item 11): the courses with dates, place, format and VAT,
 * the voucher's result, the billing address, the payment method, the Widerrufsbelehrung and the
 * consents that apply, the total directly above "zahlungspflichtig bestellen".
 */
export function CheckoutSummary({ summary: data, paths, onPlace, notice }: CheckoutSummaryProps) {
  const intl = useIntl();
  const [terms, setTerms] = useState(false);
  const [earlyStart, setEarlyStart] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [others, setOthers] = useState<ReadonlySet<string>>(new Set());
  // Only the named participants' fields are mounted, and only their values are checked and sent.
  const form = useForm<CheckoutParticipantsForm>({
    resolver: zodResolver(checkoutParticipantsFormSchema),
    defaultValues: { participants: {} },
    shouldUnregister: true,
  });
  const business = data.customer.customerKind === 'BUSINESS';
  const customer = data.customer;
  const courses = data.positions.filter((position) => position.scheduleId !== null);

  const order = form.handleSubmit(
    (values) => place(values),
    () => setProblem(m.participantsInvalid),
  );

  async function place(values: CheckoutParticipantsForm) {
    const named = Object.entries(values.participants ?? {}).map(([positionId, participant]) => ({
      positionId,
      participant,
    }));
    if (!terms) {
      setProblem(m.termsMissing);
      return;
    }
    if (data.earlyStartConsentRequired && !earlyStart) {
      setProblem(m.earlyStartConsentMissing);
      return;
    }
    setProblem(null);
    try {
      await onPlace({
        acceptTerms: true,
        earlyStartConsent: earlyStart,
        cartId: data.cartId,
        sumValue: data.sumValue,
        ...(named.length > 0 ? { participants: named } : {}),
      });
    } catch (failure) {
      setProblem(orderErrorMessage((failure as { code?: string }).code));
    }
  }

  // A checkout without courses (the cart emptied in another tab, a step opened directly) has
  // nothing to order: back to the cart, rather than an order button that can only be refused.
  if (data.positions.length === 0) return <Navigate to={cartPaths.cart} replace />;

  return (
    <Stack gap="xl">
      {notice}
      <section aria-labelledby="summary-courses">
        <Stack gap="md">
          <SectionHeading
            id="summary-courses"
            title={intl.formatMessage(m.coursesHeading)}
            changePath={cartPaths.cart}
            changeLabel={intl.formatMessage(m.changeCourses)}
          />
          <OrderPositions positions={data.positions.map(positionView)} showNet={business} />
        </Stack>
      </section>
      {courses.length > 0 ? (
        <FormProvider {...form}>
          <ParticipantChoice
            positions={courses}
            others={others}
            onSelfChange={(id, self) => {
              setOthers((before) => {
                const next = new Set(before);
                if (self) next.delete(id);
                else next.add(id);
                return next;
              });
              setProblem(null);
            }}
          />
        </FormProvider>
      ) : null}
      {data.cartVoucher || data.rejectedVoucher ? (
        <section aria-labelledby="summary-voucher">
          <Stack gap="sm">
            <Heading level={2} size="md" id="summary-voucher">
              {intl.formatMessage(m.voucherHeading)}
            </Heading>
            {data.cartVoucher ? (
              <Text as="p">
                {intl.formatMessage(m.voucherApplied, { code: data.cartVoucher.code })}{' '}
                <Price size="sm" cents={data.cartVoucher.discountValue} />
              </Text>
            ) : null}
            {data.rejectedVoucher ? (
              <Alert tone="warning">
                {intl.formatMessage(m.voucherRejected, {
                  code: data.rejectedVoucher.code,
                  reason: intl.formatMessage(voucherRefusalMessage(data.rejectedVoucher.reason)),
                })}
              </Alert>
            ) : null}
          </Stack>
        </section>
      ) : null}
      <section aria-labelledby="summary-billing">
        <Stack gap="sm">
          <SectionHeading
            id="summary-billing"
            title={intl.formatMessage(m.billingHeading)}
            changePath={paths.customer}
            changeLabel={intl.formatMessage(m.changeBilling)}
          />
          <Text as="p">
            {business ? (
              <>
                {customer.company}
                <br />
              </>
            ) : null}
            {customer.name} {customer.lastname}
            <br />
            {customer.street}
            <br />
            {customer.zipCode} {customer.city}
            <br />
            {customer.email}
            {business && customer.vatId ? (
              <>
                <br />
                {intl.formatMessage(m.vatId)} {customer.vatId}
              </>
            ) : null}
          </Text>
        </Stack>
      </section>
      <section aria-labelledby="summary-payment">
        <Stack gap="sm">
          {data.paymentStep ? (
            <SectionHeading
              id="summary-payment"
              title={intl.formatMessage(m.paymentHeading)}
              changePath={paths.payment}
              changeLabel={intl.formatMessage(m.changePayment)}
            />
          ) : (
            <Heading level={2} size="md" id="summary-payment">
              {intl.formatMessage(m.paymentHeading)}
            </Heading>
          )}
          <Text>{intl.formatMessage(paymentMethodMessage(data.paymentMethod))}</Text>
        </Stack>
      </section>
      {data.withdrawalNotice ? (
        <section aria-labelledby="summary-withdrawal">
          <Stack gap="sm">
            <Heading level={2} size="md" id="summary-withdrawal">
              {data.withdrawalNotice.title}
            </Heading>
            {data.withdrawalNotice.sections.map((section) => (
              <Stack gap="xs" key={section.heading}>
                <Heading level={3} size="sm">
                  {section.heading}
                </Heading>
                {section.paragraphs.map((paragraph) => (
                  <Text as="p" size="sm" key={paragraph}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </section>
      ) : null}
      <Stack gap="md">
        <Checkbox
          checked={terms}
          onChange={(event) => {
            setTerms(event.target.checked);
            setProblem(null);
          }}
          label={intl.formatMessage(m.acceptTerms)}
        />
        <Stack direction="row" gap="md" wrap>
          <Link href={data.termsPath}>{intl.formatMessage(m.legalTerms)}</Link>
          <Link href={data.privacyPath}>{intl.formatMessage(m.legalPrivacy)}</Link>
        </Stack>
        {data.earlyStartConsentRequired ? (
          <Checkbox
            checked={earlyStart}
            onChange={(event) => {
              setEarlyStart(event.target.checked);
              setProblem(null);
            }}
            label={intl.formatMessage(m.earlyStartConsent)}
          />
        ) : null}
      </Stack>
      <Stack gap="md">
        {problem ? (
          <Alert tone="danger" aria-live="polite">
            {intl.formatMessage(problem)}
          </Alert>
        ) : null}
        <OrderTotals
          sumCents={data.sumValue}
          taxes={data.taxes}
          netCents={business ? data.netSumValue : null}
        />
        <div>
          <SpinnerButton size="lg" onClick={() => order()}>
            {intl.formatMessage(data.sumValue === 0 ? m.placeFreeOrder : m.placeOrder)}
          </SpinnerButton>
        </div>
      </Stack>
    </Stack>
  );
}
