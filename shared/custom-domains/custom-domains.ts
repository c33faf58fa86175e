/**
 * Custom domains for published team and club websites (issue 35): the words the page shows, the
 * bounds, the DNS TXT record that proves a domain, and the hostname check the form and the server
 * share. The product's own host is refused on the server, which knows it (APP_ORIGIN).
 */

export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const CUSTOM_DOMAIN_LIMITS = {
  /** RFC 1035: a name is at most 253 characters written out, a label at most 63. */
  hostnameMax: 253,
  labelMax: 63,
  /** Domains one website may have. */
  perWebsite: 5,
  /** The job's looks at a pending domain before it is marked failed (one every ten minutes: about two days). */
  maxAttempts: 288,
  /** How long one DNS query may take before it counts as not found this time. */
  dnsTimeoutMs: 5_000,
  /** "Check now" at most this often per domain. */
  checkNowIntervalSeconds: 10,
} as const;

/** The TXT record an owner creates: its name (under the domain) and its value. */
export const TXT_RECORD_PREFIX = '_rally-challenge';
export const txtRecordName = (hostname: string) => `${TXT_RECORD_PREFIX}.${hostname}`;
export const txtRecordValue = (token: string) => `rally-site-verification=${token}`;

export const CUSTOM_DOMAIN_WORDS = {
  pageTitle: 'Custom website domain',
  intro: 'Serve a published team or club website at your own domain, such as www.myclub.com.',
  websiteLabel: 'Website',
  noWebsites: 'You have no websites yet',
  noWebsitesHint: 'Build and publish a team or club website first, then give it your own domain here.',
  hostnameLabel: 'Domain',
  hostnamePlaceholder: 'www.myclub.com',
  add: 'Add domain',
  remove: 'Remove',
  removeConfirmTitle: 'Remove this domain?',
  removeConfirmBody: (hostname: string) => `${hostname} will no longer show your website.`,
  checkNow: 'Check now',
  noDomains: 'No custom domains yet',
  noDomainsHint: 'Add a domain, then create the DNS record shown to prove it is yours.',
  instructions: 'Create this TXT record at your DNS provider, then point the domain at us with a CNAME (or A) record:',
  recordType: 'Type',
  recordName: 'Name',
  recordValue: 'Value',
  cnameHint: (target: string) => `CNAME ${target}`,
  status: { pending: 'Waiting for the DNS record', verified: 'Verified', failed: 'Not verified' } satisfies Record<DomainStatus, string>,
  lastChecked: (when: string) => `Last checked ${when}`,
  neverChecked: 'Not checked yet',
  openSite: 'Open the website',
  domainsTitle: 'Custom domains',
} as const;

export const CUSTOM_DOMAIN_MESSAGES = {
  hostnameRequired: 'Enter a domain',
  hostnameTooLong: `A domain is at most ${CUSTOM_DOMAIN_LIMITS.hostnameMax} characters`,
  hostnameAscii: 'Enter the domain in plain letters, digits and hyphens (an international domain in its xn-- form)',
  hostnameInvalid: 'Enter a domain such as www.myclub.com',
  hostnameIp: 'Enter a domain name, not an IP address',
  hostnameReserved: 'This domain cannot be used',
  hostnameTaken: 'This domain is already used by a website',
  tooManyDomains: `A website can have at most ${CUSTOM_DOMAIN_LIMITS.perWebsite} domains`,
  websiteNotFound: 'Website not found',
  domainNotFound: 'Domain not found',
  notAllowed: 'Only the website’s owners and admins can manage its domains',
  checkedRecently: 'This domain was checked a moment ago: try again in a few seconds',
} as const;

/** The hostname as stored: trimmed, lower case, without the root's trailing dot. */
export const normalizeHostname = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

const ASCII_HOSTNAME = /^[a-z0-9.-]+$/;
const LABEL = /^[a-z0-9-]+$/;
const DIGITS = /^\d+$/;
const RESERVED_SUFFIXES = ['localhost', 'local', 'internal', 'invalid', 'arpa'];

/**
 * Why a normalised hostname cannot be a custom domain, or null when it can: bounded first (the
 * callers check the length before this runs), ASCII only (punycode for international names), two
 * labels at least, no label empty, too long or edged with a hyphen, no IPv4 address (a numeric
 * last label) and no IPv6 (refused by the character set), no reserved suffix.
 */
export function hostnameProblem(hostname: string): string | null {
  if (!hostname) return CUSTOM_DOMAIN_MESSAGES.hostnameRequired;
  if (hostname.length > CUSTOM_DOMAIN_LIMITS.hostnameMax) return CUSTOM_DOMAIN_MESSAGES.hostnameTooLong;
  if (!ASCII_HOSTNAME.test(hostname))
    return hostname.includes(':') || hostname.startsWith('[') ? CUSTOM_DOMAIN_MESSAGES.hostnameIp : CUSTOM_DOMAIN_MESSAGES.hostnameAscii;
  const labels = hostname.split('.');
  if (labels.length < 2) return CUSTOM_DOMAIN_MESSAGES.hostnameInvalid;
  if (DIGITS.test(labels[labels.length - 1]!)) return CUSTOM_DOMAIN_MESSAGES.hostnameIp;
  const badLabel = labels.some(
    (label) => !label || label.length > CUSTOM_DOMAIN_LIMITS.labelMax || !LABEL.test(label) || label.startsWith('-') || label.endsWith('-'),
  );
  if (badLabel) return CUSTOM_DOMAIN_MESSAGES.hostnameInvalid;
  if (RESERVED_SUFFIXES.includes(labels[labels.length - 1]!)) return CUSTOM_DOMAIN_MESSAGES.hostnameReserved;
  return null;
}

/** Whether `hostname` is `own` or under it (the product's own host and its subdomains are never custom). */
export const isOwnHost = (hostname: string, own: string) => hostname === own || hostname.endsWith(`.${own}`);
