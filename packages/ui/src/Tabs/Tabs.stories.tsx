import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Tabs } from './Tabs.tsx';

const courseDetails = [
  {
    value: 'overview',
    label: <T de="Überblick" en="Overview" />,
    content: (
      <p>
        <T
          de="Aktuelle Rechtsprechung des BAG zum Kündigungsschutz, kompakt an einem Vormittag."
          en="Recent case law of the Federal Labour Court on dismissal protection, in one morning."
        />
      </p>
    ),
  },
  {
    value: 'programme',
    label: <T de="Programm" en="Programme" />,
    content: (
      <ol>
        <li>
          <T de="Verhaltensbedingte Kündigung" en="Dismissal for conduct" />
        </li>
        <li>
          <T de="Betriebsbedingte Kündigung" en="Dismissal for operational reasons" />
        </li>
      </ol>
    ),
  },
  {
    value: 'speakers',
    label: <T de="Referenten" en="Speakers" />,
    content: (
      <p>
        <T
          de="Dr. Anna Berger, Fachanwältin für Arbeitsrecht"
          en="Dr. Anna Berger, specialist lawyer for employment law"
        />
      </p>
    ),
  },
];

const overview = /Überblick|Overview/;
const programme = /Programm|Programme/;
const speakers = /Referenten|Speakers/;

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: <T de="Kursdetails" en="Course details" />,
    items: courseDetails,
    onValueChange: fn(),
  },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SelectedWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: /Kursdetails|Course details/ })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: overview })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const programmeTab = canvas.getByRole('tab', { name: programme });
    await expect(programmeTab).toHaveFocus();
    await expect(programmeTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: programme })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('programme');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: speakers })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: overview })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SelectedWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: speakers }));
    await expect(canvas.getByRole('tabpanel', { name: speakers })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: overview })).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenCalledWith('speakers');
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const programmeTab = canvas.getByRole('tab', { name: programme });
    await expect(programmeTab).toHaveFocus();
    await expect(programmeTab).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(programmeTab).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: {
    items: courseDetails.map((item) =>
      item.value === 'programme' ? { ...item, disabled: true } : item,
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: programme })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: speakers })).toHaveFocus();
  },
};

export const StartingOnAnotherTab: Story = {
  args: { defaultValue: 'speakers' },
};
