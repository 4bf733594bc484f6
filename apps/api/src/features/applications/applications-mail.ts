import { type Application, BUSINESS_TYPE_LABELS, LICENSED_LABELS, NEED_LABELS } from '@tc/contract/applications';
import type { Centre } from '../../lib/centre';
import type { MailMessage } from '../../lib/mailer';

/** The application as a few lines a person reads: what the applicant sent. */
function summary(a: Application): string {
  const lines = [
    `Name: ${a.firstname} ${a.lastname}`,
    `Email: ${a.email}`,
    ...(a.phone ? [`Phone: ${a.phone}`] : []),
    ...(a.business_name ? [`Business: ${a.business_name}`] : []),
    ...(a.business_type ? [`Kind of childcare: ${BUSINESS_TYPE_LABELS[a.business_type]}`] : []),
    ...(a.city || a.region ? [`Where: ${[a.city, a.region].filter(Boolean).join(', ')}`] : []),
    ...(a.licensed ? [`Licensed: ${LICENSED_LABELS[a.licensed]}`] : []),
    ...(a.spaces !== null ? [`Spaces: ${a.spaces}`] : []),
    ...(a.needs.length ? [`Help with: ${a.needs.map((n) => NEED_LABELS[n]).join('; ')}`] : []),
  ];
  return lines.join('\n');
}

/** Longest first name the acknowledgement greets by, whole words only. */
const GREETING_NAME_MAX = 50;
const GREETING_NAME_WORDS = 3;
/** A word of a name: letters and marks, apostrophes, hyphens, dots; no digits, slashes, colons or `@`. */
const NAME_WORD = /^[\p{L}\p{M}'’.-]+$/u;
/** What makes a word a link: `www.` or a dot between letters (`spam.example`, `x.co`). */
const LINK_LIKE = /^www\.|[\p{L}\p{M}\p{N}]\.[\p{L}\p{M}\p{N}]{2}/iu;

/**
 * The applicant's first name as the acknowledgement may print it: what a
 * stranger types there goes to any address typed beside it, so only name-like
 * words, none that looks like a link or a domain, at most three and 50 characters.
 * Empty when nothing is left.
 */
export function greetingName(firstname: string): string {
  let name = '';
  const words = firstname.normalize('NFC').split(/\s+/);
  for (const word of words.filter((w) => NAME_WORD.test(w) && !LINK_LIKE.test(w)).slice(0, GREETING_NAME_WORDS)) {
    const longer = name ? `${name} ${word}` : word;
    if (longer.length > GREETING_NAME_MAX) break;
    name = longer;
  }
  return name;
}

/**
 * To the applicant: we have it, and what happens next. Anyone can type any
 * address in the form, so this is a fixed text: the greeting's first name
 * (`greetingName`) and the region (a name from the regions table) are all it
 * takes from the application; what they sent stays with the centre.
 */
export function acknowledgement(centre: Centre, a: Application): MailMessage {
  const name = greetingName(a.firstname);
  return {
    to: a.email,
    subject: `We received your application – ${centre.name}`,
    greeting: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      `Thank you for applying for business coaching with ${centre.name}. We have your application and will read it soon.`,
      `What happens next: someone from our team will call or email you to arrange a first conversation with a coach from the ${a.region} region. You do not need to do anything else now.`,
      'Before that conversation, it helps to have a rough idea of your monthly income and costs, and of what you would like your business to look like in a year.',
      `If something has changed or you have a question, reply to this email or call us at ${centre.phone}.`,
      'If you did not apply, someone else typed your address: you can ignore this email.',
    ],
  };
}

/** To the centre: a new application is waiting; replies go to the applicant. */
export function notification(centre: Centre, a: Application): MailMessage {
  return {
    to: centre.email,
    replyTo: a.email,
    subject: `New application: ${a.firstname} ${a.lastname}${a.city ? `, ${a.city}` : ''}`,
    paragraphs: [
      `${a.firstname} ${a.lastname} applied for coaching. It is waiting under Applications, marked New.`,
      summary(a),
      ...(a.message ? [`Their message:\n${a.message}`] : []),
      'Reply to this email to write to the applicant.',
    ],
  };
}
