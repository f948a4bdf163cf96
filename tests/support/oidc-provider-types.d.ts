// The little of oidc-provider 9's API the test provider uses (the package ships no type declarations).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface ProviderConfiguration {
    clients?: Array<Record<string, unknown>>;
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[]; names?: Record<string, string> };
    features?: Record<string, { enabled?: boolean } & Record<string, unknown>>;
    findAccount?: (ctx: unknown, sub: string) => Promise<{ accountId: string; claims(): Promise<AccountClaims> | AccountClaims }>;
    pkce?: { required?: () => boolean };
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: any[]) => void): this;
  }
}
