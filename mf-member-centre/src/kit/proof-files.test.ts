import { proofProblem, readProofFiles } from './proof-files';

const picture = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('proof pictures', () => {
  it('asks for one to three png or jpg pictures of at most 5 MB', () => {
    expect(proofProblem([])).toBe('none');
    expect(proofProblem([picture('a.png', 'image/png', 10)])).toBeNull();
    expect(proofProblem([picture('a.jpg', 'image/jpeg', 10), picture('b.png', 'image/png', 10), picture('c.png', 'image/png', 10)])).toBeNull();
    expect(proofProblem(Array.from({ length: 4 }, (_, i) => picture(`${i}.png`, 'image/png', 10)))).toBe('tooMany');
    expect(proofProblem([picture('a.gif', 'image/gif', 10)])).toBe('type');
    expect(proofProblem([picture('a.png', 'image/png', 5 * 1024 * 1024 + 1)])).toBe('size');
  });

  it('sends each picture as base64 without its data-URL prefix', async () => {
    const [upload] = await readProofFiles([new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' })]);
    expect(upload).toEqual({ contentType: 'image/png', data: 'iVBORw==' });
  });
});
