import { PROOF_MAX_BYTES, ProofFileUploadSchema } from './withdrawals';

const refusal = (data: string) => ProofFileUploadSchema.safeParse({ contentType: 'image/png', data }).error?.issues.map((issue) => issue.message);

describe('ProofFileUploadSchema', () => {
  it('takes base64 with up to two padding characters', () => {
    for (const data of ['iVBORw0KGgo=', 'iVBORw0KGg==', 'iVBORw0K', 'ab+/']) expect(refusal(data)).toBeUndefined();
  });

  it('refuses anything else as not base64', () => {
    for (const data of ['', '===', 'abc!', 'ab=c', 'abc===', 'ab c']) expect(refusal(data)).toEqual(['must be base64']);
  });

  it('refuses a text over 5 MB for its size alone, without reading it further', () => {
    const tooBig = 'A'.repeat(Math.ceil(PROOF_MAX_BYTES / 3) * 4 + 1);
    expect(refusal(tooBig)).toEqual(['must be at most 5 MB']);
    expect(refusal(`${tooBig.slice(1)}!`)).toEqual(['must be at most 5 MB']);
  });
});
