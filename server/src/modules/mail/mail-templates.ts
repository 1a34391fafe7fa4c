import { PRODUCT_NAME } from '@domain/rules';

export interface LinkMail {
  subject: string;
  text: string;
  html: string;
}

/** Text for HTML mail bodies. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function layout(greeting: string, paragraphs: string[], link: string, action: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2733">
<h2 style="color:#1f4e79">${PRODUCT_NAME}</h2>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="background:#1f4e79;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#5f6b7a;font-size:12px">If the button does not work, open this address: ${escapeHtml(link)}</p>
</body></html>`;
}

export function passwordResetMail(
  firstName: string,
  userCode: string,
  link: string,
  validMinutes: number,
): LinkMail {
  const greeting = `Hello ${firstName},`;
  const paragraphs = [
    `Someone asked to reset the password of your ${PRODUCT_NAME} account (${userCode}).`,
    `The link below works once and for ${validMinutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
  ];
  return {
    subject: `${PRODUCT_NAME}: reset your password`,
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(greeting, paragraphs, link, 'Reset password'),
  };
}

export function invitationMail(
  firstName: string,
  userCode: string,
  link: string,
  validDays: number,
): LinkMail {
  const greeting = `Hello ${firstName},`;
  const paragraphs = [
    `You are invited to ${PRODUCT_NAME}. Your username is ${userCode}.`,
    `Choose your password with the link below. It works once and for ${validDays} days.`,
  ];
  return {
    subject: `${PRODUCT_NAME}: your invitation`,
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(greeting, paragraphs, link, 'Choose a password'),
  };
}
