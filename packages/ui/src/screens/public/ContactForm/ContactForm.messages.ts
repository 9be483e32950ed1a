import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'contact.form.title',
    defaultMessage: 'Schedule a Demo',
    description: 'Heading of the demo-request form',
  },
  intro: {
    id: 'contact.form.intro',
    defaultMessage: 'Tell us about your operation and we will show you Qafila on your own routes.',
    description: 'Text under the form heading',
  },
  name: { id: 'contact.form.name', defaultMessage: 'Full Name', description: 'Field label' },
  company: { id: 'contact.form.company', defaultMessage: 'Company', description: 'Field label' },
  email: { id: 'contact.form.email', defaultMessage: 'Email', description: 'Field label' },
  companySize: {
    id: 'contact.form.companySize',
    defaultMessage: 'Company Size (Optional)',
    description: 'Field label; sent as phone',
  },
  companySizeHint: {
    id: 'contact.form.companySize.hint',
    defaultMessage: 'For example: 50 employees, 20 trucks',
    description: 'Hint under the company size field',
  },
  message: { id: 'contact.form.message', defaultMessage: 'Message (Optional)', description: 'Field label' },
  honeypot: {
    id: 'contact.form.honeypot',
    defaultMessage: 'Leave this field empty',
    description: 'Label of the hidden anti-spam field',
  },
  required: {
    id: 'contact.form.requiredNote',
    defaultMessage: 'Fields marked * are required.',
    description: 'Note explaining the required marker',
  },
  submit: { id: 'contact.form.submit', defaultMessage: 'Schedule Demo', description: 'Submit button' },
  submitting: {
    id: 'contact.form.submitting',
    defaultMessage: 'Sending...',
    description: 'Submit button while sending',
  },
  nameMissing: { id: 'contact.error.name', defaultMessage: 'Please enter your full name.', description: 'Validation' },
  companyMissing: {
    id: 'contact.error.company',
    defaultMessage: 'Please enter your company name.',
    description: 'Validation',
  },
  emailMissing: {
    id: 'contact.error.emailMissing',
    defaultMessage: 'Please enter your email address.',
    description: 'Validation',
  },
  emailInvalid: {
    id: 'contact.error.emailInvalid',
    defaultMessage: 'Please enter a valid email address, like name@company.ae.',
    description: 'Validation',
  },
  successTitle: { id: 'contact.toast.successTitle', defaultMessage: 'Message Sent', description: 'Toast title' },
  success: {
    id: 'contact.toast.success',
    defaultMessage: 'Thank you for your interest. Our team will contact you within 24 hours.',
    description: 'Toast after the form was sent',
  },
  errorTitle: { id: 'contact.toast.errorTitle', defaultMessage: 'Error', description: 'Toast title' },
  error: {
    id: 'contact.toast.error',
    defaultMessage: 'Failed to send message. Please try again.',
    description: 'Toast when sending failed',
  },
});
