import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { CartLine } from '../cart-lines.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { withSiteTexts } from './story-intl.tsx';

const line: CartLine = {
  key: '0b6f2a1e-4c3d-4e5f-8a7b-9c0d1e2f3a4b',
  kind: 'course',
  name: 'Aktuelles Arbeitsrecht 2027',
  detailPath: '/fortbildung/aktuelles-arbeitsrecht-2027-17',
  organizer: 'Fachinstitut für Arbeitsrecht Köln',
  courseType: 'PRESENT',
  startDate: '2027-03-04',
  endDate: '2027-03-05',
  city: 'Köln',
  priceLevels: [
    { id: 31, name: 'Standard', priceValue: 59_500 },
    { id: 32, name: 'Frühbucher', priceValue: 49_500 },
  ],
  priceLevelId: 31,
  priceCents: 59_500,
  payCents: 53_550,
  netCents: 45_000,
  packageIncluded: false,
  creditsAvailable: true,
  availableCredits: 15,
  remainingCredits: null,
  problem: null,
  scopes: ['Arbeitsrecht'],
};

const meta = {
  title: 'Cart/CartLineItem',
  component: CartLineItem,
  decorators: [withSiteTexts],
  args: {
    line,
    onPriceLevel: fn(async () => undefined),
    onCredits: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChangesAndRemoves: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), '32');
    await expect(args.onPriceLevel).toHaveBeenCalledWith(32);
    const credits = canvas.getByRole('checkbox', { name: /mit Kontingent|package credits/ });
    // The credits left that would pay it, before the customer chooses them.
    await expect(credits).toHaveAccessibleDescription(/15 (Stunden frei|hours still free)/);
    await userEvent.click(credits);
    await expect(args.onCredits).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: /Entfernen|Remove/ }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const PaidWithCredits: Story = {
  args: { line: { ...line, packageIncluded: true, payCents: 0, remainingCredits: 10 } },
};

export const BusinessSeesNet: Story = {
  args: { showNet: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/netto|net/)).toBeInTheDocument();
  },
};

export const OnlineAndFull: Story = {
  args: { line: { ...line, courseType: 'ONLINE', city: null, problem: 'SCHEDULE_FULL' } },
};

export const Package: Story = {
  args: {
    line: {
      ...line,
      kind: 'package',
      name: 'Arbeitsrecht-Paket 15 Stunden',
      detailPath: null,
      startDate: null,
      endDate: null,
      city: null,
      priceLevels: [],
      creditsAvailable: false,
      remainingCredits: 15,
    },
  },
};
