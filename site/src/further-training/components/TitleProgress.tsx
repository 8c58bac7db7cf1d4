import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { TitleYear } from '@kursmarkt/schemas';
import { requiredMinutesPerYear } from '@kursmarkt/schemas/rules';
import { Stack, Text, token } from '@kursmarkt/ui';
import { statusMessages as m } from '../messages.ts';

const Bar = styled.svg`
  inline-size: 100%;
  block-size: ${token('space.md')};
  border: ${token('size.borderThin')} solid ${token('color.border.strong')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.surface.sunken')};
  .live {
    fill: ${token('color.brand.primary')};
  }
  .self-study {
    fill: ${token('color.accent.default')};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xxs')} ${token('space.md')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.span<{ $kind: 'live' | 'self-study' | 'gap' }>`
  display: inline-block;
  inline-size: ${token('space.sm')};
  block-size: ${token('space.sm')};
  margin-inline-end: ${token('space.xxs')};
  border: ${token('size.borderThin')} solid ${token('color.border.strong')};
  background: ${({ $kind }) =>
    $kind === 'live'
      ? token('color.brand.primary')
      : $kind === 'self-study'
        ? token('color.accent.default')
        : token('color.surface.sunken')};
`;

/**
 * One title's year as a bar of 15 hours: the live hours, the self-study hours that count (at
 * most 5) and the gap; the same in words as the picture's text alternative and beneath it.
 */
export function TitleProgress({ title }: { title: TitleYear }) {
  const intl = useIntl();
  const id = useId();
  const hours = (minutes: number) => intl.formatNumber(minutes / 60, { maximumFractionDigits: 2 });
  const live = Math.min(title.liveMinutes, requiredMinutesPerYear);
  const selfStudy = Math.min(title.selfStudyCountedMinutes, requiredMinutesPerYear - live);
  const summary = intl.formatMessage(m.progress, {
    live: hours(title.liveMinutes),
    selfStudy: hours(title.selfStudyCountedMinutes),
    gap: title.gapMinutes === 0 ? 0 : hours(title.gapMinutes),
  });
  return (
    <Stack gap="xs">
      <Bar
        viewBox={`0 0 ${requiredMinutesPerYear} 10`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={id}
      >
        <rect className="live" x={0} y={0} width={live} height={10} />
        <rect className="self-study" x={live} y={0} width={selfStudy} height={10} />
      </Bar>
      <Text id={id}>{summary}</Text>
      <Legend aria-hidden="true">
        <li>
          <Swatch $kind="live" />
          {intl.formatMessage(m.legendLive)}
        </li>
        <li>
          <Swatch $kind="self-study" />
          {intl.formatMessage(m.legendSelfStudy)}
        </li>
        <li>
          <Swatch $kind="gap" />
          {intl.formatMessage(m.legendGap)}
        </li>
      </Legend>
    </Stack>
  );
}
