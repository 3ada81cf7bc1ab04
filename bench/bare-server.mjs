// The bench's yardstick: a bare Node `http` server answering every request with the fixed JSON
// envelope health answers, after reading the request body (as the real server does). Its own
// process, so it competes with the load generator exactly as the real server does.
import http from 'node:http';

const body = JSON.stringify({ code: 200, data: { status: 'ok' }, msg: 'Success' });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
