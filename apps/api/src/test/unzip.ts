import { inflateRawSync } from 'node:zlib';

/** The entries of a zip as yazl writes it (local headers with sizes): name and bytes as text. */
export function unzip(buffer: Buffer): { name: string; text: string }[] {
  const entries: { name: string; text: string }[] = [];
  let offset = 0;
  while (buffer.readUInt32LE(offset) === 0x04034b50) {
    const method = buffer.readUInt16LE(offset + 8);
    const compressedSize = buffer.readUInt32LE(offset + 18);
    const nameLength = buffer.readUInt16LE(offset + 26);
    const extraLength = buffer.readUInt16LE(offset + 28);
    const name = buffer.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    const data = buffer.subarray(start, start + compressedSize);
    entries.push({ name, text: (method === 8 ? inflateRawSync(data) : data).toString('utf8') });
    offset = start + compressedSize;
  }
  return entries;
}
