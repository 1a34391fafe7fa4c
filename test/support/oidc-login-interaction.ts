import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderInstance } from './oidc-provider-types';

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The provider's sign-in step, without a UI: GET answers a form with one `login` field, and
 * POSTing it signs that account in (any name is an account; there is no password).
 */
export function loginInteraction(provider: ProviderInstance, prefix: string) {
  const interaction = new RegExp(`^${prefix}/interaction/[\\w-]+(/login)?$`);
  return (path: string, req: IncomingMessage, res: ServerResponse): boolean => {
    const match = interaction.exec(path);
    if (!match) return false;
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'POST' && match[1] && details.prompt.name === 'login') {
        const login = (await readForm(req)).get('login') ?? '';
        await provider.interactionFinished(req, res, { login: { accountId: login } });
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        `<form method="post" action="${prefix}/interaction/${details.uid}/login">` +
          `<input name="login"><button>Sign in</button></form>`,
      );
    })().catch((error: unknown) => {
      res.statusCode = 400;
      res.end(String(error));
    });
    return true;
  };
}
