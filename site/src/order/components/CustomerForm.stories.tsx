import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { exampleCustomer } from '../fixtures.ts';
import { CustomerForm } from './CustomerForm.tsx';

const countries = [
  { value: 'DEU', label: 'Deutschland' },
  { value: 'AUT', label: 'Österreich' },
  { value: 'BEL', label: 'Belgien' },
];

const meta = {
  title: 'Order/CustomerForm',
  component: CustomerForm,
  decorators: [withSiteTexts],
  args: {
    customer: exampleCustomer,
    taxNumberRequired: false,
    countries,
    onSubmit: fn(async () => ({ taxNumberRequired: false })),
  },
} satisfies Meta<typeof CustomerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SendsTheData: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...exampleCustomer });
  },
};

export const NamesAMissingFieldWithoutSending: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const street = canvas.getByRole('textbox', { name: /Straße|Street/ });
    await userEvent.clear(street);
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(street).toHaveAccessibleDescription(/Bitte füllen|Please fill in/);
    await expect(street).toHaveFocus();
  },
};

export const ShowsTheServersRefusalBesideTheField: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('invalid'), {
        details: [{ path: 'body.zipCode', code: 'INVALID_FORMAT', message: 'five digits' }],
      });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const zip = canvas.getByRole('textbox', { name: /Postleitzahl|Postal code/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, '5066');
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(zip).toHaveAccessibleDescription(/fünf Ziffern|five digits/);
    await expect(zip).toHaveValue('5066');
  },
};

export const BusinessAbroadNeedsItsVatId: Story = {
  args: {
    customer: {
      ...exampleCustomer,
      customerKind: 'BUSINESS',
      company: 'Kanzlei Berger',
      country: 'AUT',
      zipCode: '1010',
      city: 'Wien',
    },
    taxNumberRequired: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: /USt-IdNr|VAT ID/ }),
    ).toHaveAccessibleDescription(/anderen EU-Land|another EU country/);
    await expect(canvas.getByRole('textbox', { name: /Firma|Company/ })).toHaveValue(
      'Kanzlei Berger',
    );
  },
};

export const RefusesAVatIdNotOfItsCountrysFormat: Story = {
  args: {
    customer: {
      ...exampleCustomer,
      customerKind: 'BUSINESS',
      company: 'Kanzlei Huber',
      country: 'AUT',
      zipCode: '1010',
      city: 'Wien',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const vatId = canvas.getByRole('textbox', { name: /USt-IdNr|VAT ID/ });
    await userEvent.type(vatId, 'ATU1');
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(vatId).toHaveAccessibleDescription(/Länderkennung|country code/);
    await expect(vatId).toHaveFocus();

    await userEvent.clear(vatId);
    await userEvent.type(vatId, 'ATU13585626');
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(vatId).toHaveAccessibleDescription(/Prüfziffer|check digit/);
  },
};

export const SendsAValidVatId: Story = {
  args: RefusesAVatIdNotOfItsCountrysFormat.args,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /USt-IdNr|VAT ID/ }), 'ATU13585627');
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ vatId: 'ATU13585627' }),
    );
  },
};
