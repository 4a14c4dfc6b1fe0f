import type request from 'supertest';

/** A supertest parser that keeps a response's bytes (PDFs, zips): `.buffer(true).parse(binary)`. */
export const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
