// The periods the legal pages state, as data for their figures: how long the privacy policy says
// each kind of data is kept, and the steps from a quote request to an engagement in the terms. Each
// names the words of the policy that state it, and a test keeps those words in the policy's text,
// so a figure cannot say what the policy does not.

export interface RetentionPeriod {
  /** What is kept, as the figure labels it. */
  what: string;
  /** What is kept, in two or three words for the figure's text alternative. */
  short: string;
  /** How long, as the figure prints it. */
  kept: string;
  /** The same period in minutes, for the figure's scale. */
  minutes: number;
  /** The words of privacy-policy.md that state the period. */
  policyWords: string;
}

const DAY = 24 * 60;

/** Shortest first, as the privacy policy states them. */
export const retentionPeriods: readonly RetentionPeriod[] = [
  {
    what: 'Your IP address, to limit checks',
    short: 'IP address',
    kept: '1 minute',
    minutes: 1,
    policyWords: "held in the server's memory for up to one minute",
  },
  {
    what: 'A page speed test’s report',
    short: 'speed reports',
    kept: '24 hours',
    minutes: DAY,
    policyWords: "kept in the server's memory for 24 hours",
  },
  {
    what: 'Submissions held as spam',
    short: 'spam',
    kept: '30 days',
    minutes: 30 * DAY,
    policyWords: 'Submissions our spam filter holds back** are kept for 30 days',
  },
  {
    what: 'Error reports, if monitoring is on',
    short: 'error reports',
    kept: '90 days',
    minutes: 90 * DAY,
    policyWords: 'deleted by the provider after 90 days',
  },
  {
    what: 'Enquiries, if no work follows',
    short: 'enquiries',
    kept: '24 months',
    minutes: 730 * DAY,
    policyWords: 'deleted 24 months after our last contact with you',
  },
  {
    what: 'Client contracts and invoices',
    short: 'contracts',
    kept: '8 years',
    minutes: 8 * 365 * DAY,
    policyWords: 'Contracts and invoices are then kept for eight years',
  },
];

/** How many days a proposal is valid, in the words of terms-of-service.md. */
export const proposalValidity = {
  days: 30,
  termsWords: 'is valid for 30 days from the date on it',
};
