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
