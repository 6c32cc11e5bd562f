// GET /me/emails: the latest messages queued to the signed-in user (the email outbox, DESIGN.md
// 'email'). Until delivery lands this is how a player sees what Nervus would have mailed them.
import { z } from 'zod';

export const MY_EMAILS_LIMIT = 10;

export const myEmailsSchema = z.array(
  z.object({
    id: z.number().int(),
    subject: z.string(),
    kind: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  }),
);
export type MyEmails = z.infer<typeof myEmailsSchema>;
