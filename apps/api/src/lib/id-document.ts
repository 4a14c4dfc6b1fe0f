// What an uploaded government ID really is, judged by its first bytes. The browser's MIME type and
// the file name are both chosen by the client, so a renamed program ("id.pdf" starting with "MZ")
// would pass a check on either; the magic numbers below cannot be faked without making the file a
// real PDF, JPEG or PNG.

export type IdDocumentKind = {
  /** Extension used for the stored key. */
  ext: 'pdf' | 'jpg' | 'png';
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
};

const SIGNATURES: readonly { magic: readonly number[]; kind: IdDocumentKind }[] = [
  { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: { ext: 'pdf', contentType: 'application/pdf' } },
  { magic: [0xff, 0xd8, 0xff], kind: { ext: 'jpg', contentType: 'image/jpeg' } },
  {
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    kind: { ext: 'png', contentType: 'image/png' },
  },
];

const ALLOWED_NAME = /\.(pdf|jpe?g|png)$/i;

/** The document's kind, or null when the bytes or the file name are not PDF, JPEG or PNG. */
export function sniffIdDocument(fileName: string, bytes: Buffer): IdDocumentKind | null {
  if (!ALLOWED_NAME.test(fileName.trim())) return null;
  const match = SIGNATURES.find(
    ({ magic }) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b),
  );
  return match?.kind ?? null;
}
