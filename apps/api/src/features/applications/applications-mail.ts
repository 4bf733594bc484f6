import { type Application, BUSINESS_TYPE_LABELS, LICENSED_LABELS, NEED_LABELS } from '@tc/contract/applications';
import type { Centre } from '../../lib/centre';
import type { MailMessage } from '../../lib/mailer';

/** The application as a few lines a person reads: what the applicant sent. */
function summary(a: Application): string {
  const lines = [
    `Name: ${a.firstname} ${a.lastname}`,
    `Email: ${a.email}`,
    `Phone: ${a.phone}`,
    ...(a.business_name ? [`Business: ${a.business_name}`] : []),
    `Kind of childcare: ${BUSINESS_TYPE_LABELS[a.business_type]}`,
    `Where: ${a.city}, ${a.region}`,
    `Licensed: ${LICENSED_LABELS[a.licensed]}`,
    ...(a.spaces !== null ? [`Spaces: ${a.spaces}`] : []),
    ...(a.needs.length ? [`Help with: ${a.needs.map((n) => NEED_LABELS[n]).join('; ')}`] : []),
  ];
  return lines.join('\n');
}

/** To the applicant: we have it, and what happens next. */
export function acknowledgement(centre: Centre, a: Application): MailMessage {
  return {
    to: a.email,
    subject: `We received your application – ${centre.name}`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Thank you for applying for business coaching with ${centre.name}. We have your application and will read it soon.`,
      `What happens next: someone from our team will call or email you to arrange a first conversation with a coach from the ${a.region} region. You do not need to do anything else now.`,
      'Before that conversation, it helps to have a rough idea of your monthly income and costs, and of what you would like your business to look like in a year.',
      `If something has changed or you have a question, reply to this email or call us at ${centre.phone}.`,
      `What you sent us:\n${summary(a)}${a.message ? `\nYour message: ${a.message}` : ''}`,
    ],
  };
}

/** To the centre: a new application is waiting; replies go to the applicant. */
export function notification(centre: Centre, a: Application): MailMessage {
  return {
    to: centre.email,
    replyTo: a.email,
    subject: `New application: ${a.firstname} ${a.lastname}, ${a.city}`,
    paragraphs: [
      `${a.firstname} ${a.lastname} applied for coaching. It is waiting under Applications, marked New.`,
      summary(a),
      ...(a.message ? [`Their message:\n${a.message}`] : []),
      'Reply to this email to write to the applicant.',
    ],
  };
}
