import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AddToCartForm } from './AddToCartForm.tsx';
import { withSiteTexts } from './story-intl.tsx';

const levels = [
  { id: 31, name: 'Standard', priceValue: 59_500 },
  { id: 32, name: 'Frühbucher', priceValue: 49_500, bookableUntil: '2027-01-15' },
  {
    id: 33,
    name: 'Mitglied im DAV',
    priceValue: 52_500,
    condition: 'Für Mitglieder des Deutschen Anwaltvereins.',
  },
];

const meta = {
  title: 'Cart/AddToCartForm',
  component: AddToCartForm,
  decorators: [withSiteTexts],
  args: {
    priceLevels: levels,
    onAdd: fn(async () => undefined),
    itemName: 'Aktuelles Arbeitsrecht 2027, 12.04.2027 – 16.04.2027',
  },
} satisfies Meta<typeof AddToCartForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosesThePriceLevel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), '32');
    await userEvent.click(
      canvas.getByRole('button', {
        name: /Aktuelles Arbeitsrecht 2027, 12\.04\.2027 – 16\.04\.2027(: add to cart| in den Warenkorb)/,
      }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith(32);
  },
};

export const StatesTheChosenLevelsRule: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox');
    await expect(
      canvas.getByRole('option', { name: /Frühbucher bis 15\.01\.2027|Frühbucher until/ }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, '32');
    await expect(select).toHaveAccessibleDescription(/15\.01\.2027|15 Jan 2027/);
    await userEvent.selectOptions(select, '33');
    await expect(select).toHaveAccessibleDescription(/Mitglieder des Deutschen Anwaltvereins/);
  },
};

export const OnePriceLevel: Story = {
  args: { priceLevels: [levels[0]!] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const RefusedFullDate: Story = {
  args: {
    onAdd: fn(() => Promise.reject(Object.assign(new Error('full'), { code: 'SCHEDULE_FULL' }))),
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', {
      name: /Aktuelles Arbeitsrecht 2027, 12\.04\.2027 – 16\.04\.2027(: add to cart| in den Warenkorb)/,
    });
    await userEvent.click(button);
    await expect(
      await canvas.findByText(/Der Termin ist ausgebucht|The date is fully booked/),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  },
};

export const RefusedExpiredEarlyBird: Story = {
  args: {
    onAdd: fn(() =>
      Promise.reject(Object.assign(new Error('expired'), { code: 'PRICE_LEVEL_EXPIRED' })),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /in den Warenkorb|add to cart/ }));
    await expect(
      await canvas.findByText(/Buchungsfrist dieses Preises|booking deadline of this price/),
    ).toBeInTheDocument();
  },
};
