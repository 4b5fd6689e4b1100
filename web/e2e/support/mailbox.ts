// Reads the api's local mailbox (GET /api/dev/mailbox?to=, development only) like a member reads mail.
interface MailboxMessage {
  subject: string | null;
  body: string;
  createdAt: string;
}

export const waitForMail = async (
  apiUrl: string,
  to: string,
  matches: (message: MailboxMessage) => boolean,
  timeoutMs = 10_000,
): Promise<MailboxMessage> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${apiUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const envelope = (await res.json()) as { data?: MailboxMessage[] };
    const found = envelope.data?.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
};

export const codeIn = (body: string): string => {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${body}`);
  return code;
};

export const resetLinkIn = (body: string): string => {
  const link = /(https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+)/.exec(body)?.[1];
  if (!link) throw new Error(`no reset link in: ${body}`);
  return link;
};
