import type { HolidayStatus, SeasonId, UaeHolidayId } from '@qafila/contracts';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** Names shared by the Islamic Calendar and Seasonal Intelligence screens (issue 19). */
export const holidayMessages = defineMessages({
  new_year: { id: 'calendar.holiday.newYear', defaultMessage: 'New Year’s Day', description: 'UAE public holiday' },
  eid_al_fitr: { id: 'calendar.holiday.eidAlFitr', defaultMessage: 'Eid al-Fitr', description: 'UAE public holiday' },
  arafat_day: { id: 'calendar.holiday.arafatDay', defaultMessage: 'Arafat Day', description: 'UAE public holiday' },
  eid_al_adha: { id: 'calendar.holiday.eidAlAdha', defaultMessage: 'Eid al-Adha', description: 'UAE public holiday' },
  islamic_new_year: {
    id: 'calendar.holiday.islamicNewYear',
    defaultMessage: 'Islamic New Year',
    description: 'UAE public holiday (1 Muharram)',
  },
  prophets_birthday: {
    id: 'calendar.holiday.prophetsBirthday',
    defaultMessage: 'The Prophet’s Birthday',
    description: 'UAE public holiday (12 Rabi al-Awwal)',
  },
  commemoration_day: {
    id: 'calendar.holiday.commemorationDay',
    defaultMessage: 'Commemoration Day',
    description: 'UAE public holiday (1 December)',
  },
  national_day: {
    id: 'calendar.holiday.nationalDay',
    defaultMessage: 'National Day',
    description: 'UAE public holiday (2–3 December)',
  },
}) satisfies Record<UaeHolidayId, MessageDescriptor>;

export const statusMessages = defineMessages({
  fixed: { id: 'calendar.status.fixed', defaultMessage: 'Fixed date', description: 'A holiday on a Gregorian date' },
  expected: {
    id: 'calendar.status.expected',
    defaultMessage: 'Expected, subject to moon sighting',
    description: 'A Hijri-based date computed from the Umm al-Qura calendar',
  },
  official: {
    id: 'calendar.status.official',
    defaultMessage: 'Officially announced',
    description: 'A date the UAE (or the festival) announced',
  },
}) satisfies Record<HolidayStatus, MessageDescriptor>;

/** A season's expected date that is not a Hijri one: the Dubai Shopping Festival's, announced each year. */
export const expectedAnnounced = defineMessage({
  id: 'calendar.status.expectedAnnounced',
  defaultMessage: 'Expected, dates announced yearly',
  description: 'A festival date estimated from the pattern of past editions',
});

export const seasonMessages = defineMessages({
  ramadan: { id: 'seasonal.season.ramadan', defaultMessage: 'Ramadan', description: 'Season name' },
  eid_al_fitr: { id: 'seasonal.season.eidAlFitr', defaultMessage: 'Eid al-Fitr', description: 'Season name' },
  eid_al_adha: { id: 'seasonal.season.eidAlAdha', defaultMessage: 'Eid al-Adha', description: 'Season name' },
  national_day: { id: 'seasonal.season.nationalDay', defaultMessage: 'National Day', description: 'Season name' },
  dsf: { id: 'seasonal.season.dsf', defaultMessage: 'Dubai Shopping Festival', description: 'Season name' },
  summer: { id: 'seasonal.season.summer', defaultMessage: 'Summer (July–August)', description: 'Season name' },
}) satisfies Record<SeasonId, MessageDescriptor>;
