import { defineMessages } from 'react-intl';

export const scheduleMessages = defineMessages({
  scheduleTitle: {
    id: 'support.schedule.title',
    defaultMessage: 'Schedule a support call',
    description: 'Title of the schedule-call dialog',
  },
  scheduleDescription: {
    id: 'support.schedule.description',
    defaultMessage: 'Choose a time in the next 60 days and a number to call; our team calls you then.',
    description: 'Description of the schedule-call dialog',
  },
  when: { id: 'support.schedule.when', defaultMessage: 'Preferred date and time', description: 'Field label' },
  phone: { id: 'support.schedule.phone', defaultMessage: 'Phone number', description: 'Field label' },
  phoneHint: {
    id: 'support.schedule.phoneHint',
    defaultMessage: 'For example +971 50 123 4567',
    description: 'Hint of the phone field',
  },
  topic: { id: 'support.schedule.topic', defaultMessage: 'Topic', description: 'Field label: what the call is about' },
  whenRequired: {
    id: 'support.schedule.whenRequired',
    defaultMessage: 'Choose a date and time.',
    description: 'Validation error',
  },
  whenPast: {
    id: 'support.schedule.whenPast',
    defaultMessage: 'Choose a time in the future.',
    description: 'Validation error',
  },
  whenTooFar: {
    id: 'support.schedule.whenTooFar',
    defaultMessage: 'Choose a time within the next 60 days.',
    description: 'Validation error',
  },
  phoneRequired: {
    id: 'support.schedule.phoneRequired',
    defaultMessage: 'Enter a phone number.',
    description: 'Validation error',
  },
  phoneInvalid: {
    id: 'support.schedule.phoneInvalid',
    defaultMessage: 'Enter a phone number such as +971 50 123 4567.',
    description: 'Validation error',
  },
  topicRequired: {
    id: 'support.schedule.topicRequired',
    defaultMessage: 'Tell us what the call is about (at least 3 characters).',
    description: 'Validation error',
  },
  scheduleSubmit: { id: 'support.schedule.submit', defaultMessage: 'Request call', description: 'Submit button' },
  scheduleSubmitting: {
    id: 'support.schedule.submitting',
    defaultMessage: 'Requesting call…',
    description: 'Submit button while the request is sent',
  },
  scheduleSuccess: {
    id: 'support.schedule.success',
    defaultMessage: 'Call requested',
    description: 'Notification title after a call is requested',
  },
  scheduleSuccessDescription: {
    id: 'support.schedule.successDescription',
    defaultMessage: 'Our team will call you at the time you chose.',
    description: 'Notification text after a call is requested',
  },
  scheduleError: {
    id: 'support.schedule.error',
    defaultMessage: 'The call could not be requested. Please try again.',
    description: 'Notification text when the request fails',
  },
});
