import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@/domain/upload';
import { startDemoServer, type RunningDemo } from '../support/demo-server';

/**
 * The demo API's body limit over HTTP: an upload as large as the site allows (5 MB) reaches its handler, as it does
 * behind nginx (client_max_body_size); only a body beyond the upload and its form is refused, with 413.
 */
let demo: RunningDemo;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

function multipart(bytes: number): { body: Blob; type: string } {
  const boundary = 'demo-body-limit';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return { body: new Blob([head, new Uint8Array(bytes).fill(0xff), tail]), type: `multipart/form-data; boundary=${boundary}` };
}

describe('request body limit', () => {
  it('takes a body holding an upload of the largest allowed size', async () => {
    const { body, type } = multipart(UPLOAD_MAX_BYTES);
    const res = await fetch(`${demo.baseUrl}/api/user/feedback/image`, { method: 'POST', body, headers: { 'Content-Type': type } });
    expect(res.status).not.toBe(413);
  });

  it('refuses a body beyond the largest upload and its form with 413 and a Chinese message', async () => {
    const { body, type } = multipart(UPLOAD_MAX_BYTES + 1024 * 1024);
    const res = await fetch(`${demo.baseUrl}/api/user/feedback/image`, { method: 'POST', body, headers: { 'Content-Type': type } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413, msg: '请求内容过大' });
  });
});
