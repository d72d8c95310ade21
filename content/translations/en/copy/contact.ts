import type { ContactCopy } from '../../../copy/contact';

export const contactCopy: ContactCopy = {
  formLabel: 'Contact form',
  nameLabel: 'Name',
  emailLabel: 'Email',
  messageLabel: 'Message',
  namePlaceholder: 'Your name',
  emailPlaceholder: 'you@example.com',
  messagePlaceholder: 'What would you like to talk about?',
  honeypotLabel: 'Website (leave empty)',
  send: 'Send',
  sendViaEmailApp: 'Send via email app',
  sending: 'Sending…',
  sentNotice: 'Hello {name}, Your Message has been sent',
  sentNoticeNoName: 'there',
  handedOffNotice:
    'Your email app should open with your message ready to send. If nothing opened, write to {email}.',
  notConfiguredNote:
    'Sending straight from this page is not available right now, so Send opens your own email app with your message filled in, addressed to {email}.',
  waiting: {
    title: 'Still waiting for the mail service to answer.',
    text: 'It is slower than usual. Your message may already have arrived, so please keep this page open: this note will change as soon as the answer comes.',
    sendAgain: 'Send again…',
  },
  failed: {
    title: 'Your message was not sent.',
    uncertainTitle: 'Your message may not have been sent.',
    restoredTitle: 'Your message from your last visit has not been sent yet.',
    restoredUncertainTitle: 'Your message from your last visit may not have been sent.',
    kept: 'Everything you wrote is still here: try again, or send it from your own email app.',
    retry: 'Retry',
    mailtoInstead: 'Email {email} instead',
  },
  reasons: {
    network:
      'Your message could not reach the mail service, or its answer was lost. Please check your connection.',
    throttled: 'You sent a message a few seconds ago. Please wait a moment before sending another.',
    'rate-limited': 'The mail service is busy right now (too many messages). Please wait a moment.',
    rejected: 'The mail service refused the message (error {status}).',
    'server-error': 'The mail service had a problem (error {status}).',
    misconfigured: 'Sending from this page is not set up correctly.',
    unexpected: 'Something unexpected went wrong while sending.',
    'no-answer': 'The page was closed before the mail service answered.',
  },
  confirm: {
    title: 'Send your message again?',
    text: 'It may already have arrived: the mail service has not said whether it did. Sending it again could deliver it twice.',
    send: 'Yes, send it again',
    keepWaiting: 'Keep waiting',
    cancel: 'Cancel',
  },
  mailto: {
    subject: 'Portfolio contact from {name}',
    subjectNoName: 'Portfolio contact',
    nameLine: 'Name: ',
    emailLine: 'Email: ',
  },
};
