// Malformed and hostile requests for the browser host, as raw bytes: request lines, targets, headers, framing and
// encodings. Each names the statuses that are a correct refusal; `null` stands for "closed without an answer".

export interface MalformedCase {
  name: string;
  bytes: string | Buffer;
  expected: readonly (number | null)[];
}

/** `hostLine` is "Host: 127.0.0.1:<port>\r\n"; `token` lets a case get past the token check to the part it attacks. */
export function malformedCorpus(hostLine: string, token: string): MalformedCase[] {
  const H = hostLine;
  const api = `x-aqar-token: ${token}\r\ncontent-type: application/json\r\n`;
  const post = (target: string, body = '{}') =>
    `POST ${target} HTTP/1.1\r\n${H}${api}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\n${H}${headers}\r\n`;
  const BAD = [400];
  return [
    // Request lines and targets.
    { name: 'target the URL parser rejects: //[', bytes: get('//['), expected: BAD },
    { name: 'target //[::1', bytes: get('//[::1'), expected: BAD },
    { name: 'protocol-relative target //evil.example/', bytes: get('//evil.example/'), expected: BAD },
    { name: 'bare //', bytes: get('//'), expected: BAD },
    { name: 'backslash target /\\evil.example', bytes: get('/\\evil.example'), expected: BAD },
    { name: 'absolute-form target', bytes: get('http://evil.example/'), expected: BAD },
    { name: 'absolute-form target naming us', bytes: get(`http://${H.slice(6, -2)}/?token=${token}`), expected: BAD },
    { name: 'asterisk-form target', bytes: `OPTIONS * HTTP/1.1\r\n${H}\r\n`, expected: BAD },
    { name: 'CONNECT', bytes: `CONNECT 127.0.0.1:1 HTTP/1.1\r\n${H}\r\n`, expected: [null, 400] },
    { name: 'invalid method', bytes: `G@T / HTTP/1.1\r\n${H}\r\n`, expected: BAD },
    { name: 'unknown HTTP version', bytes: `GET / HTTP/9.9\r\n${H}\r\n`, expected: [400, 505] },
    { name: 'extra word in request line', bytes: `GET / HTTP/1.1 extra\r\n${H}\r\n`, expected: BAD },
    { name: 'NUL in target', bytes: `GET /\0 HTTP/1.1\r\n${H}\r\n`, expected: BAD },
    { name: 'DEL in target', bytes: `GET /\x7f HTTP/1.1\r\n${H}\r\n`, expected: BAD },
    {
      name: 'raw high bytes in target',
      bytes: Buffer.from(`GET /\xff\xfe HTTP/1.1\r\n${H}\r\n`, 'latin1'),
      expected: [400, 404],
    },
    { name: 'HTTP/0.9 request', bytes: 'GET /\r\n\r\n', expected: [400, 421] },
    { name: 'HTTP/2 preface', bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', expected: BAD },
    { name: 'TLS ClientHello', bytes: Buffer.from('16030100a5010000a10303', 'hex'), expected: [null, 400] },
    { name: 'target of 20 kB', bytes: get(`/${'a'.repeat(20_000)}`), expected: [400, 414, 431] },
    // Percent-encoding.
    { name: 'truncated UTF-8 in channel %E0%A4%A', bytes: post('/api/invoke/%E0%A4%A'), expected: BAD },
    { name: 'lone % in channel', bytes: post('/api/invoke/%'), expected: BAD },
    { name: 'non-hex %zz in channel', bytes: post('/api/invoke/%zz'), expected: BAD },
    { name: 'overlong UTF-8 %C0%AF in channel', bytes: post('/api/invoke/%C0%AF'), expected: BAD },
    { name: 'UTF-16 surrogate %ED%A0%80 in channel', bytes: post('/api/invoke/%ED%A0%80'), expected: BAD },
    { name: 'bad encoding without the token', bytes: `POST /api/invoke/%E0%A4%A HTTP/1.1\r\n${H}\r\n`, expected: BAD },
    { name: 'bad encoding in a static path', bytes: get('/assets/%E0%A4%A.js'), expected: BAD },
    { name: 'bad encoding in the events path', bytes: get(`/api/ev%ZZents?token=${token}`), expected: BAD },
    { name: 'bad encoding in the token', bytes: get('/api/events?token=%E0%A4%A'), expected: [403] },
    { name: 'encoded traversal', bytes: get('/assets/..%2F..%2F..%2Fetc%2Fpasswd'), expected: [404] },
    // Headers.
    { name: 'no Host header', bytes: 'GET /assets/app.js HTTP/1.1\r\n\r\n', expected: [400, 421] },
    {
      name: 'foreign Host (DNS rebinding)',
      bytes: 'GET /assets/app.js HTTP/1.1\r\nHost: evil.example\r\n\r\n',
      expected: [421],
    },
    {
      name: 'a second Host header naming another host',
      bytes: get(`/?token=${token}`, 'Host: evil.example\r\n'),
      expected: BAD,
    },
    { name: 'the same Host header twice', bytes: get(`/?token=${token}`, H), expected: BAD },
    { name: 'header without a colon', bytes: get('/', 'Foo bar\r\n'), expected: BAD },
    { name: 'space in a header name', bytes: get('/', 'Foo Bar: x\r\n'), expected: BAD },
    { name: 'NUL in a header value', bytes: get('/', 'X-A: a\0b\r\n'), expected: BAD },
    { name: 'obsolete line folding', bytes: get('/', 'X-A: a\r\n b\r\n'), expected: BAD },
    { name: 'bare LF line endings', bytes: `GET / HTTP/1.1\n${H.trimEnd()}\n\n`, expected: [400, 403] },
    { name: 'header block of 20 kB', bytes: get('/', `X-Big: ${'a'.repeat(20_000)}\r\n`), expected: [431] },
    {
      name: 'token of invalid bytes',
      bytes: Buffer.from(
        `POST /api/invoke/app:info HTTP/1.1\r\n${H}x-aqar-token: \xff\xfe\r\ncontent-length: 0\r\n\r\n`,
        'latin1',
      ),
      expected: [403],
    },
    {
      name: 'Origin: null',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}origin: null\r\ncontent-length: 2\r\n\r\n{}`,
      expected: [403],
    },
    {
      name: 'wrong content type',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}x-aqar-token: ${token}\r\ncontent-type: text/plain\r\ncontent-length: 2\r\n\r\n{}`,
      expected: [415],
    },
    {
      name: 'GET on the invoke route',
      bytes: get('/api/invoke/app:info', `x-aqar-token: ${token}\r\n`),
      expected: [405],
    },
    // Framing.
    {
      name: 'negative Content-Length',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}content-length: -1\r\n\r\n`,
      expected: BAD,
    },
    {
      name: 'non-numeric Content-Length',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}content-length: abc\r\n\r\n`,
      expected: BAD,
    },
    {
      name: 'two different Content-Lengths',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}content-length: 1\r\ncontent-length: 2\r\n\r\n{}`,
      expected: BAD,
    },
    {
      name: 'Content-Length and chunked together',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}content-length: 3\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n`,
      expected: BAD,
    },
    {
      name: 'bad chunk size',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}transfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      expected: BAD,
    },
    {
      name: 'chunk size overflow',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}transfer-encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n`,
      expected: BAD,
    },
    {
      name: 'Content-Length of 20 digits',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}content-length: 99999999999999999999\r\n\r\n{}`,
      expected: [400, 413],
    },
    {
      name: 'declared body over the cap',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}content-length: 5000000\r\n\r\n{}`,
      expected: [413],
    },
    {
      name: 'Expect: 100-continue over the cap',
      bytes: `POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}expect: 100-continue\r\ncontent-length: 5000000\r\n\r\n`,
      expected: [413],
    },
    // Bodies.
    { name: 'truncated JSON', bytes: post('/api/invoke/app:info', '{'), expected: BAD },
    { name: 'JSON with a byte-order mark', bytes: post('/api/invoke/app:info', '\ufeff{}'), expected: BAD },
    {
      name: 'invalid UTF-8 body',
      bytes: Buffer.concat([
        Buffer.from(`POST /api/invoke/app:info HTTP/1.1\r\n${H}${api}content-length: 4\r\n\r\n`),
        Buffer.from([0x7b, 0xc3, 0x28, 0x7d]),
      ]),
      expected: BAD,
    },
    {
      name: 'nesting 300k deep',
      bytes: post('/api/invoke/app:info', `${'['.repeat(300_000)}${']'.repeat(300_000)}`),
      expected: [200, 400],
    },
  ];
}
