/**
 * A log record is the update's length and CRC-32 (4 bytes each, little-endian), then the update.
 * The checksum tells a record cut short by a crash from a complete one.
 */
const HEADER_BYTES = 8;

type Checksum = (data: Uint8Array) => number;

export function encodeRecord(update: Uint8Array, checksum: Checksum): Uint8Array {
  const record = Buffer.alloc(HEADER_BYTES + update.length);
  record.writeUInt32LE(update.length, 0);
  record.writeUInt32LE(checksum(update), 4);
  record.set(update, HEADER_BYTES);
  return record;
}

/** The complete records from the start of the log (each with the byte it starts at), and how many bytes they span. */
export function readRecords(
  log: Uint8Array,
  checksum: Checksum,
): { records: { update: Uint8Array; offset: number }[]; validLength: number } {
  const bytes = Buffer.from(log.buffer, log.byteOffset, log.byteLength);
  const records: { update: Uint8Array; offset: number }[] = [];
  let offset = 0;
  while (offset + HEADER_BYTES <= bytes.length) {
    const length = bytes.readUInt32LE(offset);
    const end = offset + HEADER_BYTES + length;
    if (end > bytes.length) break;
    const update = new Uint8Array(bytes.subarray(offset + HEADER_BYTES, end));
    if (checksum(update) !== bytes.readUInt32LE(offset + 4)) break;
    records.push({ update, offset });
    offset = end;
  }
  return { records, validLength: offset };
}
