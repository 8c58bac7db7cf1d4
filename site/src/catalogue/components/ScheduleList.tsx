import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CourseDetail, CourseScheduleDetail, CourseType } from '@kursmarkt/schemas';
import { Badge, Card, Grid, Heading, Price, Stack, Text, token } from '@kursmarkt/ui';
import styled from 'styled-components';
import { AddToCart } from '../../cart/AddToCart.tsx';
import { formatDay, formatDayRange } from '@kursmarkt/schemas/rules';
import { CardItem } from './CardItem.tsx';
import { catalogueMessages as m } from '../messages.ts';
import { FactList } from './FactList.tsx';
import { WaitingListDialog } from './WaitingListDialog.tsx';

const Prices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space.xxs')};

  li {
    display: flex;
    justify-content: space-between;
    gap: ${token('space.md')};
  }
`;

export type ScheduleListProps = {
  schedules: readonly CourseScheduleDetail[];
  courseType: CourseType;
  /** Reloads the course, e.g. after the waiting list said places are free again. */
  onChanged?: () => void;
  /** The course the dates belong to; given, each date that has seats can be added to the cart. */
  course?: CourseDetail;
};

/**
 * The coming dates of a course, each with place, seats left (or "ausgebucht") and its price
 * levels; a fully booked date offers the waiting list, one with seats the cart when the course is
 * given.
 */
export function ScheduleList({ schedules, courseType, onChanged, course }: ScheduleListProps) {
  const intl = useIntl();
  const [received, setReceived] = useState<ReadonlySet<number>>(new Set());
  const place = (schedule: CourseScheduleDetail) => {
    if (schedule.city) {
      return schedule.venue ? `${schedule.venue}, ${schedule.city.name}` : schedule.city.name;
    }
    return intl.formatMessage(courseType === 'SELF' ? m.scheduleSelfStudy : m.scheduleOnline);
  };
  return (
    <Grid as="ul" minItemWidth="size.cardMin" gap="md">
      {schedules.map((schedule) => {
        const dates = formatDayRange(schedule.startDate, schedule.endDate, intl.locale);
        const running = schedule.running && courseType !== 'SELF';
        return (
          <CardItem key={schedule.id}>
            <Card as="article" aria-labelledby={`schedule-${schedule.id}`}>
              <Card.Header>
                <Heading level={3} size="md" id={`schedule-${schedule.id}`}>
                  <time dateTime={schedule.startDate}>{dates}</time>
                </Heading>
                {running ? <Badge tone="accent">{intl.formatMessage(m.running)}</Badge> : null}
              </Card.Header>
              <Card.Body>
                <Stack gap="md">
                  {running ? (
                    <Text size="sm">
                      {intl.formatMessage(m.runningSince, {
                        date: formatDay(schedule.startDate, intl.locale),
                      })}
                    </Text>
                  ) : null}
                  <FactList
                    facts={[
                      { label: intl.formatMessage(m.schedulePlace), value: place(schedule) },
                      {
                        label: intl.formatMessage(m.scheduleSeats),
                        value: schedule.full ? (
                          <Badge tone="neutral">{intl.formatMessage(m.fullyBooked)}</Badge>
                        ) : (
                          intl.formatMessage(m.seatsLeft, { count: schedule.available })
                        ),
                      },
                    ]}
                  />
                  {schedule.priceLevels.length > 0 ? (
                    <Prices aria-label={intl.formatMessage(m.schedulePrices)}>
                      {schedule.priceLevels.map((level) => (
                        <li key={level.id}>
                          <span>
                            <Text as="span">{level.name}</Text>
                            {level.bookableUntil ? (
                              <Text as="span" size="sm" tone="secondary">
                                {` (${intl.formatMessage(m.levelUntil, {
                                  date: formatDay(level.bookableUntil, intl.locale),
                                })})`}
                              </Text>
                            ) : null}
                            {level.condition ? (
                              <Text size="sm" tone="secondary">
                                {level.condition}
                              </Text>
                            ) : null}
                          </span>
                          <Price cents={level.priceValue} />
                        </li>
                      ))}
                    </Prices>
                  ) : null}
                </Stack>
              </Card.Body>
              {schedule.full ? (
                <Card.Footer>
                  {received.has(schedule.id) ? (
                    <Text tone="success">{intl.formatMessage(m.waitingListReceived)}</Text>
                  ) : (
                    <WaitingListDialog
                      scheduleId={schedule.id}
                      dates={dates}
                      onReceived={() => setReceived((current) => new Set(current).add(schedule.id))}
                      onConflict={onChanged}
                    />
                  )}
                </Card.Footer>
              ) : course ? (
                <Card.Footer>
                  <AddToCart
                    course={course}
                    schedule={schedule}
                    describedBy={`schedule-${schedule.id}`}
                  />
                </Card.Footer>
              ) : null}
            </Card>
          </CardItem>
        );
      })}
    </Grid>
  );
}
