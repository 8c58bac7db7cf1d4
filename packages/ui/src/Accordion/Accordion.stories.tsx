import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Accordion } from './Accordion.tsx';

const faq = [
  {
    value: 'certificate',
    title: (
      <T
        de="Wie erhalte ich meine Teilnahmebescheinigung?"
        en="How do I get my certificate of attendance?"
      />
    ),
    content: (
      <p>
        <T
          de="Nach dem Kurs steht sie in Ihrem Konto unter „Meine Kurse“ zum Herunterladen bereit."
          en="After the course you can download it from “My courses” in your account."
        />
      </p>
    ),
  },
  {
    value: 'online',
    title: (
      <T
        de="Zählt ein Online-Kurs für die Fortbildungspflicht nach § 15 FAO?"
        en="Does an online course count towards the training duty under § 15 FAO?"
      />
    ),
    content: (
      <p>
        <T
          de="Ja, wenn der Anbieter Ihre Teilnahme nachweist. Die Bescheinigung nennt die Zeitstunden."
          en="Yes, if the provider confirms your attendance. The certificate states the hours."
        />
      </p>
    ),
  },
  {
    value: 'cancel',
    title: <T de="Kann ich eine Buchung stornieren?" en="Can I cancel a booking?" />,
    content: (
      <p>
        <T
          de="Bis 14 Tage vor Kursbeginn ist die Stornierung kostenfrei."
          en="Cancelling is free of charge up to 14 days before the course starts."
        />
      </p>
    ),
  },
];

const certificate = /Teilnahmebescheinigung|certificate of attendance/;
const online = /Online-Kurs|online course/;

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { type: 'single', items: faq, onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['single', 'multiple'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneOpen: Story = {
  args: { defaultValue: 'online' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: online })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region', { name: online })).toBeVisible();
  },
};

export const ToggledWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: certificate });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('certificate');
    await waitFor(() => expect(canvas.getByRole('region', { name: certificate })).toBeVisible());

    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: online });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['certificate'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: online }));
    await expect(canvas.getByRole('button', { name: certificate })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: online })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['certificate', 'online']);
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(faq.length);
  },
};

export const DisabledItem: Story = {
  args: {
    items: faq.map((item, index) => (index === 2 ? { ...item, disabled: true } : item)),
  },
  play: async ({ args, canvas, userEvent }) => {
    const locked = canvas.getByRole('button', { name: /stornieren|cancel/ });
    await expect(locked).toBeDisabled();
    await userEvent.click(locked);
    await expect(locked).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
