import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { textSearch } from '../fixtures-data.ts';
import { withDataModuleLabels } from '../story-clients.tsx';
import { TextSearch } from './TextSearch.tsx';

const meta = {
  title: 'Modules/TextSearch',
  component: TextSearch,
  decorators: [withDataModuleLabels],
  args: { config: textSearch },
} satisfies Meta<typeof TextSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Submitting sends a GET to /search with the typed term. The story stops the browser from
 * leaving the page and checks what it would have sent.
 */
export const SubmitsTheTerm: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole<HTMLFormElement>('search');
    const submitted = fn((event: SubmitEvent) => {
      event.preventDefault();
      return new URLSearchParams(
        new FormData(form) as unknown as Record<string, string>,
      ).toString();
    });
    form.addEventListener('submit', submitted);
    await userEvent.type(canvas.getByRole('searchbox'), 'Arbeitsrecht Köln');
    await userEvent.click(canvas.getByRole('button', { name: /Suchen|Search/ }));
    form.removeEventListener('submit', submitted);

    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveReturnedWith('term=Arbeitsrecht+K%C3%B6ln');
    await expect(form.getAttribute('action')).toBe('/search');
    await expect(form.getAttribute('method')).toBe('get');
  },
};

export const Reno: Story = { globals: { theme: 'RENO' } };

export const Lumen: Story = { globals: { theme: 'LUMEN' } };
