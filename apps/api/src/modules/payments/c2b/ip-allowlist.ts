import { BlockList, isIPv4, isIPv6 } from 'node:net';

// The landlord's optional allowlist of Safaricom's callback addresses (issue 19 item 3). The
// address is Express's req.ip, so behind a proxy it is what TRUST_PROXY lets X-Forwarded-For say.

/** "::ffff:196.201.214.200" (IPv4 on an IPv6 socket) → "196.201.214.200". */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Whether `address` is in the list; an empty list allows every address. */
export function isAddressAllowed(allowed: string[], address: string | undefined): boolean {
  if (allowed.length === 0) return true;
  if (!address) return false;
  const ip = plainAddress(address);
  const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
  if (!family) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [base = '', bits] = entry.split('/');
    const type = isIPv4(base) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  return list.check(ip, family);
}
