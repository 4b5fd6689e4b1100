import { formatByMagicBytes } from './photo-image';

describe('formatByMagicBytes', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'webp'],
    [[...Buffer.from('GIF89a')], null],
    [[...Buffer.from('<svg xmlns=')], null],
    [[0xff, 0xd8], null],
    [[], null],
  ])('%j → %s', (bytes, expected) => expect(formatByMagicBytes(Buffer.from(bytes))).toBe(expected));
});
