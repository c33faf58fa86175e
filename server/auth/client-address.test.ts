import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address.ts';

describe('rateLimitAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitAddress('192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, however it is written', () => {
    expect(rateLimitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitAddress('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitAddress('::ffff:c000:207')).toBe('192.0.2.7');
    expect(rateLimitAddress('0:0:0:0:0:ffff:c000:0207')).toBe('192.0.2.7');
  });

  it('groups IPv6 addresses by their /64, whatever their spelling', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:0:0:0:0',
      '2001:db8:1:2::192.0.2.1',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(rateLimitAddress(address)).toBe(key);
    }
    expect(rateLimitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('::')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is not an address alone', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
    expect(rateLimitAddress('')).toBe('');
  });
});
