/**
 * Words of the contact form: labels, buttons, notices and every message about a send.
 * Placeholders in braces are filled in by the form: {name} the visitor's name, {email} the
 * owner's address, {status} the provider's error code. Keep them when you reword a sentence.
 */
export interface ContactCopy {
  /** Accessible name of the form. */
  formLabel: string;
  /** Label of the name field (user_name). */
  nameLabel: string;
  /** Label of the e-mail field (user_email). */
  emailLabel: string;
  /** Label of the message field. */
  messageLabel: string;
  /** Hint shown in the empty name field. */
  namePlaceholder: string;
  /** Hint shown in the empty e-mail field. */
  emailPlaceholder: string;
  /** Hint shown in the empty message field. */
  messagePlaceholder: string;
  /** Label of the hidden spam-trap field; only bots ever read it. */
  honeypotLabel: string;
  /** The submit button. */
  send: string;
  /** The submit button when sending is not set up and Send opens the visitor's mail app. */
  sendViaEmailApp: string;
  /** The submit button while a request is out. */
  sending: string;
  /** The notice after a successful send, shown for 3 s: "Hello {name}, Your Message has been sent" in English. */
  sentNotice: string;
  /** Stands in for {name} in the sent notice when no name was given. */
  sentNoticeNoName: string;
  /** Notice after Send opened the visitor's mail app (no sending set up); {email}. */
  handedOffNotice: string;
  /** Note shown when sending is not set up; {email} becomes a mailto link. */
  notConfiguredNote: string;
  /** The time-out passed and the form is still listening for the provider's answer. */
  waiting: {
    /** Bold first line. */
    title: string;
    /** What it means and what the visitor can do. */
    text: string;
    /** The submit button meanwhile: asks before sending the message a second time. */
    sendAgain: string;
  };
  /** The send failed; the message is still in the form. */
  failed: {
    /** Title when the provider's answer proves nothing arrived. */
    title: string;
    /** Title when the message may have arrived after all (connection lost, no answer heard). */
    uncertainTitle: string;
    /** Title for a failure read back from an earlier visit. */
    restoredTitle: string;
    /** Title for an earlier visit's message whose answer was never heard. */
    restoredUncertainTitle: string;
    /** After the reason: the message is kept, and the two ways on. */
    kept: string;
    /** The button that sends the message again. */
    retry: string;
    /** The mailto link to the owner; {email}. */
    mailtoInstead: string;
  };
  /** Why a send failed, one plain sentence per kind of failure; {status} where it helps. */
  reasons: {
    /** No answer at all: offline or the connection dropped. */
    network: string;
    /** The SDK's own limit of one message per 10 s. */
    throttled: string;
    /** The provider answered 429. */
    'rate-limited': string;
    /** The provider answered another 4xx. */
    rejected: string;
    /** The provider answered 5xx or something else that is not a success. */
    'server-error': string;
    /** The SDK refused the account values. */
    misconfigured: string;
    /** Anything else. */
    unexpected: string;
    /** The page was closed while the message was being sent. */
    'no-answer': string;
  };
  /** The step before sending a message again that may already have arrived. */
  confirm: {
    /** Its title (the group's accessible name). */
    title: string;
    /** Why it asks. */
    text: string;
    /** Sends it again. */
    send: string;
    /** Closes the step while the form is still waiting for the first answer. */
    keepWaiting: string;
    /** Closes the step after a failure. */
    cancel: string;
  };
  /** The message as handed to the visitor's own mail app. */
  mailto: {
    /** Subject line; {name}. */
    subject: string;
    /** Subject line when no name was given. */
    subjectNoName: string;
    /** Body line before the name. */
    nameLine: string;
    /** Body line before the e-mail address. */
    emailLine: string;
  };
}

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
