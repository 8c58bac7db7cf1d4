import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn } from 'storybook/test';
import { NotAddedNotice } from '../cart/components/NotAddedNotice.tsx';
import { withSiteTexts } from '../cart/components/story-intl.tsx';
import { CheckoutSteps } from '../order/components/CheckoutSteps.tsx';
import { CheckoutSummary } from '../order/components/CheckoutSummary.tsx';
import { CustomerForm } from '../order/components/CustomerForm.tsx';
import { OrderCompletion } from '../order/components/OrderCompletion.tsx';
import { PaymentChoice } from '../order/components/PaymentChoice.tsx';
import { ProofStep } from '../order/components/ProofStep.tsx';
import { exampleCustomer, exampleOrder, exampleSummary } from '../order/fixtures.ts';
import { orderMessages as m } from '../order/messages.ts';
import type { CheckoutStep } from '../order/steps.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { checkoutRoutes } from '../order/steps.ts';
import { guestOrderMessages as g } from './messages.ts';

/**
 * The guest checkout's steps as the guest sees them under /guest-order, each in its page frame:
 * the guest data, the proof upload, the payment choice, the summary with the voucher's result
 * and what could not be taken over, and the completion.
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

/** One step of the guest checkout: its page title, the steps with the total, and its content. */
function GuestStep({
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
  title: 'Guest order/Steps',
  component: GuestStep,
  decorators: [withSiteTexts],
  args: { title: 'customerTitle', children: null },
  // Themed (docs/decisions/0043-*): composed pages, the checkout steps with their parts.
  tags: ['themed'],
} satisfies Meta<typeof GuestStep>;

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

export const Summary: Story = {
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

export const Complete: Story = {
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
