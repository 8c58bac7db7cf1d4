import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn } from 'storybook/test';
import { NotAddedNotice } from '../cart/components/NotAddedNotice.tsx';
import { withSiteTexts } from '../cart/components/story-intl.tsx';
import { guestOrderMessages as g } from '../guest-order/messages.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { CheckoutSteps } from './components/CheckoutSteps.tsx';
import { CheckoutSummary } from './components/CheckoutSummary.tsx';
import { CustomerForm } from './components/CustomerForm.tsx';
import { HeldNotice } from './components/HeldNotice.tsx';
import { OrderCompletion } from './components/OrderCompletion.tsx';
import { PaymentChoice } from './components/PaymentChoice.tsx';
import { ProofStep } from './components/ProofStep.tsx';
import { exampleCustomer, exampleOrder, exampleSummary } from './fixtures.ts';
import { orderMessages as m } from './messages.ts';
import { checkoutRoutes, type CheckoutStep } from './steps.ts';

/**
 * The checkout's steps as the customer sees them under /order and the guest under /guest-order,
 * each in its page frame: the billing data, the proof upload, the payment choice, the summary
 * and the completion. A step has a story per checkout where the two differ: the guest's billing
 * data starts empty below a note on ordering without an account; the summary's change links lead
 * to each checkout's steps, the guest's also lists what could not be taken over; the customer's
 * completion offers the cancellation, a guest's held order asks for the confirmation.
 */

const newGuest = {
  ...exampleCustomer,
  name: '',
  lastname: '',
  street: '',
  zipCode: '',
  city: '',
  email: '',
};
const countries = [
  { value: 'DEU', label: 'Deutschland' },
  { value: 'AUT', label: 'Österreich' },
];
const methods = [
  { method: 'INVOICE' as const, name: 'Rechnung', description: 'Zahlbar innerhalb von 14 Tagen' },
  { method: 'PREPAYMENT' as const, name: 'Vorkasse', description: 'Überweisung vor Kursbeginn' },
  { method: 'CARD' as const, name: 'Kreditkarte', description: 'Visa, Mastercard' },
  { method: 'SEPA_DEBIT' as const, name: 'SEPA-Lastschrift', description: 'Einzug vom Konto' },
];
const proofPosition = exampleSummary.positions[1]!;

/** The step each page title belongs to; the completion is past the steps. */
const stepOf: Record<string, CheckoutStep> = {
  customerTitle: 'customer',
  fileUploadTitle: 'fileUpload',
  paymentTitle: 'payment',
  summaryTitle: 'summary',
};

/** One step of a checkout: its page title, the steps with the total, and its content. */
function CheckoutStoryStep({
  title,
  intro = false,
  children,
}: {
  title: 'customerTitle' | 'fileUploadTitle' | 'paymentTitle' | 'summaryTitle' | 'completeTitle';
  intro?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m[title])}>
      {stepOf[title] ? <CheckoutSteps current={stepOf[title]} checkout={exampleSummary} /> : null}
      {intro ? <p>{intl.formatMessage(g.intro)}</p> : null}
      {children}
    </PageFrame>
  );
}

const meta = {
  title: 'Checkout/Steps',
  component: CheckoutStoryStep,
  decorators: [withSiteTexts],
  args: { title: 'customerTitle', children: null },
  // Themed (docs/decisions/0043-*): composed pages, the checkout steps with their parts.
  tags: ['themed'],
} satisfies Meta<typeof CheckoutStoryStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSubmit = fn(async () => ({ taxNumberRequired: false }));

export const GuestData: Story = {
  args: {
    title: 'customerTitle',
    intro: true,
    children: (
      <CustomerForm
        customer={newGuest}
        taxNumberRequired={false}
        countries={countries}
        onSubmit={onSubmit}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: /Vorname|First name/ }), 'Lena');
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Vorname|First name/ })).toHaveValue('Lena');
    await expect(canvas.getByRole('textbox', { name: /Nachname|Last name/ })).toHaveFocus();
  },
};

export const CustomerData: Story = {
  args: {
    title: 'customerTitle',
    children: (
      <CustomerForm
        customer={exampleCustomer}
        taxNumberRequired={false}
        countries={countries}
        onSubmit={onSubmit}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await expect(canvas.getByRole('textbox', { name: /Vorname|First name/ })).toHaveValue(
      exampleCustomer.name,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(onSubmit).toHaveBeenCalled();
  },
};

const upload = fn(async () => undefined);
const onNext = fn();

export const ProofUpload: Story = {
  args: {
    title: 'fileUploadTitle',
    children: (
      <ProofStep
        summary={{ ...exampleSummary, missingProofs: [proofPosition.id] }}
        progress={null}
        error={null}
        upload={upload}
        onNext={onNext}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onNext.mockClear();
    await expect(canvas.getByText(new RegExp(proofPosition.name))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(onNext).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

const onChoose = fn(async () => undefined);

export const Payment: Story = {
  args: {
    title: 'paymentTitle',
    children: <PaymentChoice payment={{ paymentMethod: null, methods }} onChoose={onChoose} />,
  },
  play: async ({ canvas, userEvent }) => {
    onChoose.mockClear();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /Zahlungsart|Payment method/,
    );
    await userEvent.click(canvas.getByRole('radio', { name: /Rechnung/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(onChoose).toHaveBeenCalledWith('INVOICE');
    await userEvent.click(canvas.getByRole('radio', { name: /SEPA-Lastschrift/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(onChoose).toHaveBeenLastCalledWith('SEPA_DEBIT');
  },
};

const onPlace = fn(async () => undefined);

export const GuestSummary: Story = {
  args: {
    title: 'summaryTitle',
    children: (
      <CheckoutSummary
        summary={{
          ...exampleSummary,
          cartVoucher: { code: 'WILLKOMMEN10', kind: 'PERCENT', value: 1000, discountValue: 5_950 },
        }}
        paths={checkoutRoutes.guest.steps}
        onPlace={onPlace}
        notice={
          <NotAddedNotice entries={[{ scheduleId: 9, packageId: null, code: 'SCHEDULE_FULL' }]} />
        }
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onPlace.mockClear();
    await expect(canvas.getByText(/WILLKOMMEN10/)).toBeInTheDocument();
    const order = canvas.getByRole('button', {
      name: /zahlungspflichtig bestellen|Order with obligation to pay/,
    });
    await userEvent.click(order);
    await expect(onPlace).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /AGB|terms/ }));
    await userEvent.click(order);
    await expect(onPlace).toHaveBeenCalledWith({
      acceptTerms: true,
      earlyStartConsent: false,
      cartId: exampleSummary.cartId,
      sumValue: exampleSummary.sumValue,
    });
    await expect(
      canvas.getByRole('link', { name: /Rechnungsadresse ändern|Change billing address/ }),
    ).toHaveAttribute('href', '/guest-order/guest');
  },
};

export const CustomerSummary: Story = {
  args: {
    title: 'summaryTitle',
    children: (
      <CheckoutSummary
        summary={exampleSummary}
        paths={checkoutRoutes.customer.steps}
        onPlace={onPlace}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /Rechnungsadresse ändern|Change billing address/ }),
    ).toHaveAttribute('href', '/order/customer');
    await expect(
      canvas.getByRole('link', { name: /Zahlungsart ändern|Change payment method/ }),
    ).toHaveAttribute('href', '/order/payment');
  },
};

export const RefusedVoucher: Story = {
  args: {
    title: 'summaryTitle',
    children: (
      <CheckoutSummary
        summary={{
          ...exampleSummary,
          rejectedVoucher: { code: 'WINTER24', reason: 'VOUCHER_EXPIRED' },
        }}
        paths={checkoutRoutes.guest.steps}
        onPlace={onPlace}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/WINTER24/)).toBeInTheDocument();
  },
};

const loadInvoice = fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }));

export const GuestComplete: Story = {
  args: {
    title: 'completeTitle',
    children: <OrderCompletion order={exampleOrder} loadInvoice={loadInvoice} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(exampleOrder.orderNumber)).toBeInTheDocument();
    await expect(
      canvas.getByText('DE02 1203 0000 0000 2020 51', { exact: false }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/GiroCode/)).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: /Rechnung herunterladen|Download the invoice/ }),
    ).toBeInTheDocument();
  },
};

export const CustomerComplete: Story = {
  args: {
    title: 'completeTitle',
    children: (
      <OrderCompletion
        order={exampleOrder}
        loadInvoice={loadInvoice}
        cancelPath={checkoutRoutes.customer.cancelPath?.(exampleOrder.id)}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(exampleOrder.orderNumber)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /stornieren|Cancel/ })).toHaveAttribute(
      'href',
      `/order/${exampleOrder.id}/cancel`,
    );
  },
};

export const GuestHeld: Story = {
  args: {
    title: 'completeTitle',
    children: (
      <HeldNotice
        order={{
          ...exampleOrder,
          status: 'HELD',
          invoiceNumber: null,
          invoiceId: null,
          placedAt: '2027-01-04T10:00:00.000Z',
          holdExpiresAt: '2027-01-04T10:30:00.000Z',
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(new RegExp(exampleOrder.customer.email))).toBeInTheDocument();
  },
};
