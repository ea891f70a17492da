import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export interface ScraperSettings {
  /** METRICS_TOKEN: a scraper sends it as `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** METRICS_ALLOW: IP addresses and CIDR ranges that may scrape without it. */
  allow: readonly string[];
}

/** off: neither setting is set (404); tokenRequired: 401; notAllowed: a wrong token or address (403). */
export type ScraperVerdict = 'allowed' | 'off' | 'tokenRequired' | 'notAllowed';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** An IPv4 client as a dual-stack socket reports it (::ffff:10.0.0.7) is matched as the IPv4 address it is. */
const plainAddress = (ip: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/**
 * Decides who may read /metrics: a caller whose address (Fastify's request.ip, which believes X-Forwarded-For only
 * from TRUST_PROXY's proxies) is in the allow-list, or one sending the token. The token is compared in constant
 * time over digests, so neither its content nor its length leaks through timing.
 */
export function scraperAccess(settings: ScraperSettings) {
  const allowList = new BlockList();
  for (const entry of settings.allow) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowList.addAddress(address, type);
    else allowList.addSubnet(address, Number(bits), type);
  }
  const tokenDigest = settings.token === undefined ? undefined : digest(settings.token);
  const off = tokenDigest === undefined && settings.allow.length === 0;

  return (ip: string, authorization: string | undefined): ScraperVerdict => {
    if (off) return 'off';
    const address = plainAddress(ip);
    const version = isIP(address);
    if (version !== 0 && allowList.check(address, version === 6 ? 'ipv6' : 'ipv4')) return 'allowed';
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (sent === undefined) return tokenDigest === undefined ? 'notAllowed' : 'tokenRequired';
    return tokenDigest !== undefined && timingSafeEqual(digest(sent), tokenDigest) ? 'allowed' : 'notAllowed';
  };
}
