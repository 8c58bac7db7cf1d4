import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { InlineMessage } from './InlineMessage.tsx';

const meta = {
  title: 'UI/InlineMessage',
  component: InlineMessage,
  args: {
    id: 'message',
    tone: 'danger',
    children: (
      <T
        de="Bitte eine gültige E-Mail-Adresse eingeben."
        en="Please enter a valid email address."
      />
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['danger', 'success', 'info'] },
  },
} satisfies Meta<typeof InlineMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div>
      <InlineMessage id="danger" tone="danger">
        <T de="Der Gutscheincode ist abgelaufen." en="The voucher code has expired." />
      </InlineMessage>
      <InlineMessage id="success" tone="success">
        <T de="Der Gutschein wurde eingelöst." en="The voucher has been redeemed." />
      </InlineMessage>
      <InlineMessage id="info" tone="info">
        <T de="Fortbildungspunkte nach § 15 FAO." en="Training credits under § 15 FAO." />
      </InlineMessage>
    </div>
  ),
};

export const DescribesAField: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.25rem', maxWidth: '24rem' }}>
      <label htmlFor="voucher">
        <T de="Gutscheincode" en="Voucher code" />
      </label>
      <input
        id="voucher"
        aria-describedby="voucher-error"
        aria-invalid="true"
        defaultValue="FAO24"
      />
      <InlineMessage {...args} id="voucher-error" tone="danger">
        <T de="Der Gutscheincode ist abgelaufen." en="The voucher code has expired." />
      </InlineMessage>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: /Gutscheincode|Voucher code/ }),
    ).toHaveAccessibleDescription(
      /Der Gutscheincode ist abgelaufen\.|The voucher code has expired\./,
    );
  },
};

export const WrapsLongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <InlineMessage {...args} />
    </div>
  ),
};
