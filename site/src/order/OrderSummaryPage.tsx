import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePlaceOrderMutation, useOrderSummary, type OrderSummaryResponse } from '@kursmarkt/api';
import { Alert, Checkbox, Heading, Link, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { cartPaths } from '../cart/cart-paths.ts';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading } from './CheckoutFrame.tsx';
import { OrderPositions, type OrderPositionView } from './components/OrderPositions.tsx';
import { OrderTotals } from './components/OrderTotals.tsx';
import { orderErrorMessage, orderMessages as m, paymentMethodMessage } from './messages.ts';
import { orderCompletePath, paymentReturnPath } from './steps.ts';

const positionView = (position: OrderSummaryResponse['positions'][number]): OrderPositionView => ({
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

/** A heading with the link to the step where it is changed. */
function SectionHeading({
  id,
  title,
  changePath,
}: {
  id: string;
  title: string;
  changePath: string;
}) {
  const intl = useIntl();
  return (
    <Stack direction="row" gap="md" align="center" wrap>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      <Link href={changePath} aria-describedby={id}>
        {intl.formatMessage(m.change)}
      </Link>
    </Stack>
  );
}

function SummaryStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const summary = useOrderSummary(true, intl.locale);
  const place = usePlaceOrderMutation(intl.locale);
  const [terms, setTerms] = useState(false);
  const [earlyStart, setEarlyStart] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  if (summary.error && !summary.data) {
    return <CheckoutLoadFailed error={summary.error} onRetry={() => void summary.mutate()} />;
  }
  if (!summary.data) return <CheckoutLoading />;
  const data = summary.data;
  const business = data.customer.customerKind === 'BUSINESS';
  const customer = data.customer;

  async function order() {
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
      const placed = await place.trigger({
        acceptTerms: true,
        earlyStartConsent: earlyStart,
        cartId: data.cartId,
        sumValue: data.sumValue,
      });
      const provider = placed.payment.provider;
      if (provider?.redirectUrl) {
        // On to the payment provider's page; it sends the customer back to the return page.
        window.location.assign(provider.redirectUrl);
        return;
      }
      await navigate(
        provider ? paymentReturnPath(placed.id, provider.id) : orderCompletePath(placed.id),
        { replace: true },
      );
    } catch (failure) {
      const code = (failure as { code?: string }).code;
      setProblem(orderErrorMessage(code));
      // The summary shows what changed: the new total, the full date, the voucher.
      if (code !== 'NETWORK_ERROR') void summary.mutate();
    }
  }

  return (
    <Stack gap="xl">
      <section aria-labelledby="summary-courses">
        <Stack gap="md">
          <SectionHeading
            id="summary-courses"
            title={intl.formatMessage(m.coursesHeading)}
            changePath={cartPaths.cart}
          />
          <OrderPositions positions={data.positions.map(positionView)} showNet={business} />
        </Stack>
      </section>
      <section aria-labelledby="summary-billing">
        <Stack gap="sm">
          <SectionHeading
            id="summary-billing"
            title={intl.formatMessage(m.billingHeading)}
            changePath={cartPaths.orderCustomer}
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
              changePath={cartPaths.orderPayment}
            />
          ) : (
            <Heading level={2} size="md" id="summary-payment">
              {intl.formatMessage(m.paymentHeading)}
            </Heading>
          )}
          <Text>{intl.formatMessage(paymentMethodMessage(data.paymentMethod))}</Text>
        </Stack>
      </section>
      {data.withdrawalApplies ? (
        <section aria-labelledby="summary-withdrawal">
          <Stack gap="sm">
            <Heading level={2} size="md" id="summary-withdrawal">
              {intl.formatMessage(m.withdrawalTitle)}
            </Heading>
            <Text size="sm">{intl.formatMessage(m.withdrawalText)}</Text>
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
          <SpinnerButton size="lg" onClick={order}>
            {intl.formatMessage(m.placeOrder)}
          </SpinnerButton>
        </div>
      </Stack>
    </Stack>
  );
}

/** `/order/summary`: everything ordered, the legal texts, the total and the order button. */
export default function OrderSummaryPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.summaryTitle)}>
      <SummaryStep />
    </CheckoutFrame>
  );
}
