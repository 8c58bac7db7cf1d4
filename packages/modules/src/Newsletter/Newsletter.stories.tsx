import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { token } from '@kursmarkt/ui';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { newsletter } from '../fixtures-data.ts';
import { json, withApiAnswers, withDataModuleLabels } from '../story-clients.tsx';
import { withApiClient } from '../story-decorators.tsx';
import { Newsletter } from './Newsletter.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

const meta = {
  title: 'Modules/Newsletter',
  component: Newsletter,
  decorators: [withDataModuleLabels, withApiClient],
  args: { config: newsletter },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = /E-Mail-Adresse|E-mail address/;
const submitButton = /Newsletter abonnieren|Subscribe/;

export const Playground: Story = {};

/** An empty address is refused at the field, before any request. */
export const EmptyAddress: Story = {
  decorators: [withApiAnswers(fn(() => json(202, { received: true })).mockName('signUp'))],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    // The form takes over from its stand-in once its code has loaded.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: emailField })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    const field = canvas.getByRole('textbox', { name: emailField });
    await expect(field).toHaveAccessibleDescription(
      /Bitte geben Sie Ihre E-Mail-Adresse an|Please enter your e-mail address/,
    );
    await expect(field).toHaveFocus();
  },
};

/** An address without a domain is refused at the field by the shared rule, before any request. */
export const InvalidAddress: Story = {
  decorators: [withApiAnswers(fn(() => json(202, { received: true })).mockName('signUp'))],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: emailField }), 'erika@kanzlei');
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: emailField })).toHaveAccessibleDescription(
        /Bitte geben Sie eine gültige E-Mail-Adresse an!|Please enter a valid e-mail address!/,
      ),
    );
  },
};

/** The server refuses the address as too long (422, code TOO_LONG): the field says so. */
export const AddressTooLong: Story = {
  decorators: [
    withApiAnswers(() =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'Ungültig.',
        details: [{ path: 'body.email', code: 'TOO_LONG', message: 'Zu lang.' }],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: emailField }),
      'erika@kanzlei-muster.de',
    );
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: emailField })).toHaveAccessibleDescription(
        /Diese E-Mail-Adresse ist zu lang|This e-mail address is too long/,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: emailField })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

const signUp = fn((_url: string, _init?: RequestInit) => json(202, { received: true }));

/** A sign-up: PUT /api/newsletter, then the thanks replace the form. */
export const SignedUp: Story = {
  decorators: [withApiAnswers(signUp)],
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: emailField }),
      'erika@kanzlei-muster.de',
    );
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    const status = canvas.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(/Vielen Dank für Ihre Anmeldung!|Thank you for signing up!/),
    );
    await expect(status).toHaveTextContent(
      /Sie erhalten in Kürze eine Bestätigungs-EMail\.|You will receive a confirmation e-mail shortly\./,
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(signUp).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/newsletter\?language=(de|en)$/),
      expect.objectContaining({ method: 'PUT', body: '{"email":"erika@kanzlei-muster.de"}' }),
    );
  },
};

/** Any other failure: an unexpected-error message under the button. */
export const UnexpectedError: Story = {
  decorators: [withApiAnswers(() => json(500, { code: 'INTERNAL', message: 'Kaputt.' }))],
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: emailField }),
      'erika@kanzlei-muster.de',
    );
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /unerwarteter Fehler|unexpected error/,
    );
    await expect(canvas.getByRole('button', { name: submitButton })).toHaveAccessibleDescription(
      /unerwarteter Fehler|unexpected error/,
    );
  },
};

export const Reno: Story = { globals: { theme: 'RENO' } };

export const Lumen: Story = { globals: { theme: 'LUMEN' } };

const InverseSurface = styled.div`
  padding: ${token('space.xl')};
  background: ${token('color.surface.inverse')};
  color: ${token('color.text.inverse')};
`;

/** The footer's surface: the box brings its own raised surface, so its colours keep contrast. */
const onFooterSurface: Decorator = (Story) => (
  <InverseSurface>
    <Story />
  </InverseSurface>
);

/** The box alone, as the footer shows it: with a heading and a line of text. */
export const BoxInFooter: Story = {
  decorators: [onFooterSurface],
  render: () => (
    <NewsletterBox title="Newsletter" description="Neue Kurse und Termine bequem per E-Mail." />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Newsletter' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: submitButton }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: emailField })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};
