import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { as: 'div', interactive: false },
  argTypes: {
    as: { control: 'inline-radio', options: ['article', 'section', 'div'] },
  },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <Card {...args}>
        <Card.Header>
          <h3 style={{ margin: 0 }}>
            <T de="Mietrecht kompakt" en="Tenancy law in brief" />
          </h3>
        </Card.Header>
        <Card.Body>
          <T
            de="Online-Seminar am 12. Mai, 5 Stunden nach § 15 FAO."
            en="Online seminar on 12 May, 5 hours under § 15 FAO."
          />
        </Card.Body>
        <Card.Footer>
          <strong>249 €</strong>
        </Card.Footer>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BodyOnly: Story = {
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <Card {...args}>
        <Card.Body>
          <T
            de="Eine Karte ohne Kopf und Fuß, z. B. für einen Hinweis."
            en="A card without header and footer, e.g. for a note."
          />
        </Card.Body>
      </Card>
    </div>
  ),
};

export const AsArticle: Story = {
  args: { as: 'article', 'aria-labelledby': 'card-story-title' },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <Card {...args}>
        <Card.Header>
          <h3 id="card-story-title" style={{ margin: 0 }}>
            <T de="Erbrecht aktuell" en="Inheritance law update" />
          </h3>
        </Card.Header>
        <Card.Body>
          <T
            de="Präsenzseminar in Köln, 10 Stunden."
            en="In-person seminar in Cologne, 10 hours."
          />
        </Card.Body>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('article', { name: /Erbrecht aktuell|Inheritance law update/ }),
    ).toBeVisible();
  },
};

export const Interactive: Story = {
  args: { interactive: true },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <Card {...args}>
        <Card.Header>
          <h3 style={{ margin: 0 }}>
            <a href="#kurs">
              <T de="Steuerrecht für Anwälte" en="Tax law for lawyers" />
            </a>
          </h3>
        </Card.Header>
        <Card.Body>
          <T de="Webinar, 3 Stunden." en="Webinar, 3 hours." />
        </Card.Body>
      </Card>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: /Steuerrecht für Anwälte|Tax law for lawyers/ });
    await expect(link).toHaveFocus();
    await expect(link.closest('[data-interactive]')).toHaveAttribute('data-interactive', 'true');
  },
};

export const Row: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '1rem' }}>
      {[
        { de: 'Kurze Beschreibung.', en: 'Short description.' },
        {
          de: 'Eine längere Beschreibung, die mehr Zeilen braucht, damit man sieht, dass die Fußzeilen auf einer Höhe bleiben.',
          en: 'A longer description that needs more lines, to show that the footers stay level.',
        },
        { de: 'Mittellang, zwei Zeilen.', en: 'Medium length, two lines.' },
      ].map((text, index) => (
        <Card {...args} key={index}>
          <Card.Body>
            <T {...text} />
          </Card.Body>
          <Card.Footer>
            <T de="ab 149 €" en="from €149" />
          </Card.Footer>
        </Card>
      ))}
    </div>
  ),
};
