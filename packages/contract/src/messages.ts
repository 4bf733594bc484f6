import { z } from 'zod';
import { idSchema, listQueryShape, multiLineText, NOT_BLANK } from './common';

/**
 * Messages (docs/architecture.md#casework, docs/decisions/026-messages.md): one conversation per client,
 * between the client and their coaches; administrators read it. A message is Markdown text (shown without
 * raw HTML) with up to MESSAGE_MAX_FILES attachments, each a file of the client (the upload rules of every
 * document). Who has read how far is one number per person and conversation (`message_reads.last_read_id`).
 */

/** The longest message, in characters: a long letter, well short of a document (attach one instead). */
export const MESSAGE_MAX_LENGTH = 5000;
/** Attachments one message may carry. */
export const MESSAGE_MAX_FILES = 5;
/** The page of a conversation when none is asked for. */
export const MESSAGES_PAGE = 30;
/** How many characters of a message the conversation list shows. */
export const EXCERPT_LENGTH = 120;

export const clientParamsSchema = z.object({ clientId: idSchema });
export const attachmentParamsSchema = z.object({ clientId: idSchema, messageId: idSchema, fileId: idSchema });

/** The text a message is sent with (multipart field `body`, beside its `files`). */
export const messageFieldsSchema = z.strictObject({
  body: multiLineText({ error: 'Write a message.' })
    .min(1, 'Write a message.')
    .max(MESSAGE_MAX_LENGTH, `A message may be at most ${MESSAGE_MAX_LENGTH} characters: attach a document for more.`)
    .regex(NOT_BLANK, 'Write a message.'),
});
export type MessageFields = z.input<typeof messageFieldsSchema>;

/** `?before=` older than that message, `?after=` newer (what a page polls with), `limit`. */
export const messageListQuerySchema = z.strictObject({
  before: idSchema.optional(),
  after: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Who wrote or read: their name and what they are in the conversation. */
export const messagePersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['client', 'coach', 'admin']),
});
export type MessagePerson = z.infer<typeof messagePersonSchema>;

export const messageAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  author: messagePersonSchema,
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(messageAttachmentSchema),
  /** The other people of the conversation who have read this far (the author is never listed). */
  seen_by: z.array(messagePersonSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string(), business_name: z.string().nullable() }),
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Older messages than the first one here exist (for `after`: newer than the last one). */
  has_more: z.boolean(),
  /** Whether the caller may write here (administrators read only). */
  can_write: z.boolean(),
  /** The newest message the caller has read (0 for none; administrators are not counted). */
  last_read_id: z.number().int(),
  /**
   * How far each person of the conversation has read, now: a page polling with `after` renews the receipts
   * of the messages it already shows from this.
   */
  reads: z.array(z.object({ person: messagePersonSchema, last_read_id: z.number().int() })),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const markReadBodySchema = z.strictObject({ last_read_id: z.number().int().min(1) });
export type MarkReadBody = z.input<typeof markReadBodySchema>;
export const markReadSchema = z.object({ last_read_id: z.number().int(), unread: z.number().int() });

export const unreadSchema = z.object({
  /** Messages from others the caller has not read, in all their conversations. */
  total: z.number().int(),
  conversations: z.array(z.object({ client_id: z.number().int(), unread: z.number().int() })),
});
export type Unread = z.infer<typeof unreadSchema>;

export const conversationListQuerySchema = z.strictObject({
  q: listQueryShape.q,
  page: listQueryShape.page.default(1),
  pageSize: listQueryShape.pageSize.default(25),
});

export const conversationSchema = z.object({
  client_id: z.number().int(),
  client_name: z.string(),
  business_name: z.string().nullable(),
  last_message: z.object({ id: z.number().int(), author_name: z.string(), excerpt: z.string(), created_at: z.string() }).nullable(),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  conversations: z.array(conversationSchema),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;
