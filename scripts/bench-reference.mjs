// The bench's yardstick: a bare Express 5 endpoint returning a small JSON body, run as its own
// process the same way as the server (plain node on JavaScript, no loader), so the ratio isolates
// our own work.
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.get('/reference', (_req, res) => {
  res.json({ ok: true, name: 'reference', value: 42 });
});
const port = Number(process.env.PORT ?? 0);
const server = app.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on ${typeof address === 'object' && address ? address.port : port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
