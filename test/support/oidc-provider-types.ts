// oidc-provider ships no type declarations; the few members used here are typed below.
// @ts-expect-error TS7016: untyped ES module
import Provider from 'oidc-provider';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ProviderContext {
  oidc?: {
    route?: string;
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: { Grant: GrantModel };
  };
  body?: unknown;
}

interface GrantInstance {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

interface GrantModel {
  new (properties: { clientId: string; accountId: string }): GrantInstance;
  find(id: string): Promise<GrantInstance | undefined>;
}

export interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
  interactionDetails(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ uid: string; prompt: { name: string } }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
  ): Promise<void>;
}

type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;

/** The oidc-provider class, typed with the members the test provider uses. */
export const OidcProvider = Provider as ProviderConstructor;
