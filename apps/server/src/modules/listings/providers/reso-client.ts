import { resoPropertyPage, tokenReply, type ResoProperty } from './reso-replies';

/** How the MLS lets us in: a long-lived bearer token, or OAuth2 client credentials. */
export type ResoAuth =
  | { kind: 'bearer'; token: string }
  | { kind: 'clientCredentials'; clientId: string; clientSecret: string; tokenUrl: string };

export interface ResoSettings {
  /** The Web API root that holds /Property (e.g. https://api.mls.example/reso/odata); no trailing slash. */
  baseUrl: string;
  auth: ResoAuth;
  timeoutMs: number;
}

const PROVIDER = 'reso';
const PAGE_LIMIT = 1_000;

/** The MLS failed us (refused, slow, unauthorised or answered nonsense); the sync tries again next time. */
export class ResoUnavailableError extends Error {
  override readonly name = 'ResoUnavailableError';
  readonly provider = PROVIDER;

  constructor(
    readonly reason: string,
    options: { cause?: unknown } = {},
  ) {
    super(`RESO Web API unavailable: ${reason}`);
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

type Reply = { ok: true; json: unknown } | { ok: false; status: number };

async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<Reply> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: timeout, redirect: 'error' });
    text = await response.text();
  } catch (error) {
    throw new ResoUnavailableError(timeout.aborted ? `no answer within ${timeoutMs} ms` : 'request failed', {
      cause: error,
    });
  }
  if (!response.ok) return { ok: false, status: response.status };
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ResoUnavailableError(`malformed JSON (status ${response.status})`, { cause: error });
  }
}

export interface PropertyQuery {
  filter: string;
  select: readonly string[];
  expandMedia: boolean;
}

export interface ResoClient {
  /** Every page of a Property query, following @odata.nextLink; yields each page's listings. */
  properties(query: PropertyQuery): AsyncGenerator<ResoProperty[]>;
}

export function resoClient(settings: ResoSettings): ResoClient {
  const origin = new URL(settings.baseUrl).origin;
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(renew: boolean): Promise<string> {
    if (settings.auth.kind === 'bearer') return settings.auth.token;
    if (token && !renew && Date.now() < token.expiresAt) return token.value;
    const { clientId, clientSecret, tokenUrl } = settings.auth;
    const reply = await fetchJson(
      tokenUrl,
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: clientSecret,
        }).toString(),
      },
      settings.timeoutMs,
    );
    if (!reply.ok) throw new ResoUnavailableError(`token endpoint answered ${reply.status}`);
    const parsed = tokenReply.safeParse(reply.json);
    if (!parsed.success) throw new ResoUnavailableError('token endpoint: unexpected reply shape');
    // Renew a minute early so a page request never carries a token that expires on the way.
    const lifetimeSeconds = Math.max(60, parsed.data.expires_in ?? 3600);
    token = { value: parsed.data.access_token, expiresAt: Date.now() + (lifetimeSeconds - 60) * 1000 };
    return token.value;
  }

  async function getPage(url: string) {
    for (let attempt = 0; ; attempt++) {
      const reply = await fetchJson(
        url,
        { headers: { accept: 'application/json', authorization: `Bearer ${await accessToken(attempt > 0)}` } },
        settings.timeoutMs,
      );
      // A 401 with client credentials may be a token revoked early: one fresh token, then give up.
      if (!reply.ok && reply.status === 401 && settings.auth.kind === 'clientCredentials' && attempt === 0) continue;
      if (!reply.ok) throw new ResoUnavailableError(`Property: status ${reply.status}`);
      const parsed = resoPropertyPage.safeParse(reply.json);
      if (!parsed.success) throw new ResoUnavailableError('Property: unexpected reply shape');
      return parsed.data;
    }
  }

  return {
    async *properties(query) {
      const parameters = [
        `$filter=${encodeURIComponent(query.filter)}`,
        `$select=${query.select.join(',')}`,
        '$orderby=ModificationTimestamp',
        '$top=200',
        ...(query.expandMedia ? [`$expand=${encodeURIComponent('Media($select=MediaURL,Order)')}`] : []),
      ];
      let url: string | undefined = `${settings.baseUrl}/Property?${parameters.join('&')}`;
      for (let pages = 0; url; pages++) {
        if (pages === PAGE_LIMIT) throw new ResoUnavailableError(`more than ${PAGE_LIMIT} pages`);
        const page = await getPage(url);
        yield page.value;
        const next = page['@odata.nextLink'];
        url = next ? new URL(next, `${settings.baseUrl}/`).toString() : undefined;
        // The token goes only to the MLS we were configured with, never to a host a reply names.
        if (url && new URL(url).origin !== origin) throw new ResoUnavailableError('nextLink points to another host');
      }
    },
  };
}
